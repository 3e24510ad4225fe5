// The package ships JavaScript without declarations: what the structured-data test uses of it (its README).
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path?: unknown[];
    fieldNames?: string[];
    rootType?: string;
    dataFormat?: string;
    location?: string;
    source?: string;
  }
  /** Items by their root type, per format, as @marbec/web-auto-extractor gives them. */
  export interface ExtractedData {
    jsonld?: Record<string, object[]>;
    microdata?: Record<string, object[]>;
    rdfa?: Record<string, object[]>;
  }
  export default class Validator {
    /** Without the vocabulary (schema.org's JSON-LD), only Google's rules for the types it knows are checked. */
    constructor(schemaOrgJson?: { '@graph': object[] });
    debug: boolean;
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
