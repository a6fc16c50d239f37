import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The import graph of the project's TypeScript, and the cycles in it (decision 185). Every static
 * `import … from` and `export … from` between the project's own files is an edge, type-only ones
 * included (a cycle of types still ties two modules together for a reader); `import()` is not (a lazy
 * screen may import what loads it). Specifiers resolve as the bundler and tsconfig do: relative paths
 * with or without an extension, a folder's index, and the `@contract/` and `@/` aliases.
 */

const EXTENSIONS = ['.ts', '.tsx'];
const ALIASES: [prefix: string, folder: string][] = [
  ['@contract/', 'contract'],
  ['@/', 'web'],
];

/** Every .ts and .tsx file under `folders` (relative to `root`), skipping node_modules. */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts'))
        files.push(path);
    }
  };
  for (const folder of folders) {
    const dir = resolve(root, folder);
    if (existsSync(dir)) walk(dir);
  }
  return files.sort();
}

/** The specifiers a module imports or re-exports statically. */
export function importedSpecifiers(path: string, text = readFileSync(path, 'utf8')): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    )
      specifiers.push(statement.moduleSpecifier.text);
  }
  return specifiers;
}

/** The project file a specifier names, or null for a package or anything that does not resolve. */
export function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  for (const [prefix, folder] of ALIASES) {
    if (specifier.startsWith(prefix)) base = resolve(root, folder, specifier.slice(prefix.length));
  }
  if (!base) return null;
  const stem = base.replace(/\.(js|mjs)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => stem + ext),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  for (const candidate of candidates) {
    if (EXTENSIONS.some((ext) => candidate.endsWith(ext)) && existsSync(candidate))
      return candidate;
  }
  return null;
}

export type Graph = Map<string, string[]>;

/** Each file's edges to the project files it imports. */
export function importGraph(root: string, files: readonly string[]): Graph {
  const graph: Graph = new Map();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of importedSpecifiers(file)) {
      const target = resolveSpecifier(root, file, specifier);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/**
 * The cycles: one per strongly connected component of more than one module (or a module importing
 * itself), given as a path through it that comes back to its start. Tarjan's algorithm, iterative so a
 * deep import chain cannot overflow the stack.
 */
export function findCycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work.at(-1)!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) components.push(component);
      }
    }
  }
  return components.map((component) => cyclePath(graph, new Set(component)));
}

/** A shortest path from the component's first module back to itself, staying inside the component. */
function cyclePath(graph: Graph, members: Set<string>): string[] {
  const start = [...members].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** The cycles among the project's own modules, as paths relative to `root`. */
export function projectCycles(root: string, folders: readonly string[]): string[][] {
  const graph = importGraph(root, sourceFiles(root, folders));
  return findCycles(graph).map((cycle) => cycle.map((file) => relative(root, file)));
}
