/** The name the Factur-X specification gives the embedded XML. */
export const FACTURX_FILE_NAME = 'factur-x.xml';

const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

function property(name: string, description: string): string {
  return `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
}

/**
 * The XMP that makes a PDF/A-3 a Factur-X invoice: the fx properties (file name, type, version, profile) and the
 * PDF/A extension schema that declares them, as PDF/A requires of any custom property. A credit note is of the
 * INVOICE type too: its XML's TypeCode (381) says it credits.
 */
export function facturxXmp(): string {
  return `
        <rdf:Description rdf:about="" xmlns:fx="${FX_NAMESPACE}">
            <fx:DocumentType>INVOICE</fx:DocumentType>
            <fx:DocumentFileName>${FACTURX_FILE_NAME}</fx:DocumentFileName>
            <fx:Version>1.0</fx:Version>
            <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
            <pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>${FX_NAMESPACE}</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property><rdf:Seq>${[
                  property('DocumentFileName', 'The name of the embedded XML document'),
                  property('DocumentType', 'The type of the hybrid document in capital letters'),
                  property('Version', 'The actual version of the standard applying to the embedded XML document'),
                  property('ConformanceLevel', 'The conformance level of the embedded XML document'),
                ].join('')}</rdf:Seq></pdfaSchema:property>
            </rdf:li></rdf:Bag></pdfaExtension:schemas>
        </rdf:Description>
        `;
}
