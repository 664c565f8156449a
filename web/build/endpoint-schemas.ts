/**
 * The SPA's build of the endpoint descriptions (lambdas/contracts/endpoints/), without their input schemas.
 *
 * The client needs an endpoint's method and path; its `params`, `query` and `body` schemas are what the route
 * wrapper validates with, on the server. Left in, they would bring zod and the schemas' modules into every screen
 * that calls an endpoint, the dashboards' first screens included. A form that checks its input imports the schema it
 * checks directly (src/lib/form-check.ts), so it keeps the server's own rules.
 */
import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

const endpointDescriptions = /\/lambdas\/contracts\/endpoints\/[^/]+\.ts$/;
const inputSchemas = new Set(['params', 'query', 'body']);

/** `endpoint<Answer>()({ ... })`: the description's object literal. */
function describedEndpoint(node: ts.Node): ts.ObjectLiteralExpression | undefined {
  if (!ts.isCallExpression(node) || !ts.isCallExpression(node.expression)) return undefined;
  const describer = node.expression.expression;
  if (!ts.isIdentifier(describer) || describer.text !== 'endpoint') return undefined;
  const [description] = node.arguments;
  if (!description || !ts.isObjectLiteralExpression(description))
    throw new Error('an endpoint is described by an object literal (lambdas/contracts/endpoint.ts)');
  return description;
}

const isInputSchema = (property: ts.ObjectLiteralElementLike) =>
  ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && inputSchemas.has(property.name.text);

/** The module's code without its descriptions' input schemas, nor the imports only they used. */
export function withoutInputSchemas(code: string): MagicString {
  const file = ts.createSourceFile('endpoints.ts', code, ts.ScriptTarget.Latest, true);
  const out = new MagicString(code);
  const referenced = new Set<string>();
  const removed = new Set<ts.Node>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || removed.has(node)) return;
    if (ts.isIdentifier(node)) referenced.add(node.text);
    for (const property of describedEndpoint(node)?.properties.filter(isInputSchema) ?? []) {
      removed.add(property);
      // The property and the comma after it (descriptions are formatted with trailing commas).
      const comma = code.slice(property.end).match(/^\s*,/)?.[0].length ?? 0;
      out.remove(property.getStart(), property.end + comma);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) continue;
    if (!ts.isNamedImports(bindings) || statement.importClause.name)
      throw new Error('an endpoint module imports names only: `import { a, type B } from ...`');
    const kept = bindings.elements.filter((name) => name.isTypeOnly || referenced.has(name.name.text));
    if (kept.length === bindings.elements.length) continue;
    // With nothing of it left at run time, this module no longer imports the one it names.
    const names = kept.map((name) => name.getText()).join(', ');
    out.overwrite(
      statement.getStart(),
      statement.end,
      kept.some((name) => !name.isTypeOnly)
        ? `import { ${names} } from ${statement.moduleSpecifier.getText()};`
        : '',
    );
  }
  return out;
}

export function endpointSchemasStayOnServer(): Plugin {
  return {
    name: 'squad-endpoint-schemas-stay-on-server',
    apply: 'build',
    transform(code, id) {
      if (!endpointDescriptions.test(id)) return null;
      const out = withoutInputSchemas(code);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
