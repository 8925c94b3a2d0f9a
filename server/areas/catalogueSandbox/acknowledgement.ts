/**
 * The acknowledgement the sandbox answers for a deposit, modelled on EDItEUR's ONIX Acknowledgement message: the
 * message's status (list 221), each record's status (list 226) and coded details with a severity (list 224).
 */
export type Severity = 'I' | 'Q' | 'W' | 'E' | 'F';

export interface AcknowledgementDetail {
  Code: string;
  Severity: Severity;
  /** What the catalogue says, in French. */
  Note: string;
  /** The ONIX element concerned (reference tag), or null for the whole message. */
  Element: string | null;
}

/** List 226: no errors, record with errors (ingested), record rejected. */
export type RecordStatus = '00' | '02' | '03';

export interface RecordAcknowledgement {
  RecordReference: string;
  /** The product's ISBN-13 (or its first identifier when it has none). */
  ProductIdentifier: string | null;
  RecordStatus: RecordStatus;
  Details: AcknowledgementDetail[];
}

/** List 221: the whole message rejected, part-processed (some records rejected), processed. */
export type MessageStatus = '01' | '02' | '03';

export interface Acknowledgement {
  IdDepot: string;
  SentDateTime: string;
  MessageStatus: MessageStatus;
  MessageStatusDetails: AcknowledgementDetail[];
  Records: RecordAcknowledgement[];
}

/** A record with a fatal error is rejected; one with an error is taken with its errors; warnings leave it clean. */
export function recordStatusOf(details: readonly AcknowledgementDetail[]): RecordStatus {
  if (details.some((detail) => detail.Severity === 'F')) return '03';
  if (details.some((detail) => detail.Severity === 'E')) return '02';
  return '00';
}

/** A message whose records were all read is processed, or part-processed when some were rejected. */
export function messageStatusOf(records: readonly RecordAcknowledgement[]): MessageStatus {
  return records.some((record) => record.RecordStatus === '03') ? '02' : '03';
}
