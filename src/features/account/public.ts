/** What other features use of the accounts: the identity, company and address fields and their form rules. */
export { AccountFields } from './components/AccountFields.tsx';
export { FormFailure } from './components/FormFailure.tsx';
export { SubmitActions } from './components/SubmitActions.tsx';
export {
  ACCOUNT_FIELD_ORDER,
  ACCOUNT_FIELD_POINTERS,
  toAccountValues,
  type AccountField,
  type AccountFieldsState,
} from './utils/accountFields.ts';
export { profileFormOf } from './utils/profileForm.ts';
export { useAccount } from './api/getAccount.ts';
export { useAcceptPublicationConditions } from './api/acceptPublicationConditions.ts';
