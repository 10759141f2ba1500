/** Import graph: each node (a module or a file) maps to the nodes it imports. */
export type ModuleGraph = ReadonlyMap<string, ReadonlySet<string>>;

const nodesOf = (graph: ModuleGraph) =>
  [...new Set([...graph.keys(), ...[...graph.values()].flatMap((to) => [...to])])].sort();
const importsOf = (graph: ModuleGraph, node: string) => [...(graph.get(node) ?? [])].sort();

/**
 * Every elementary cycle of the graph, each as its module names in import order, starting at its
 * alphabetically first module (so each cycle is listed once), sorted for a stable report.
 */
export function findCycles(graph: ModuleGraph): string[][] {
  const cycles: string[][] = [];
  for (const start of nodesOf(graph)) {
    // Only modules after the start are visited: a cycle through an earlier one was found from it.
    const walk = (node: string, path: string[]) => {
      for (const next of importsOf(graph, node)) {
        if (next === start) cycles.push([...path]);
        else if (next > start && !path.includes(next)) walk(next, [...path, next]);
      }
    };
    walk(start, [start]);
  }
  return cycles;
}

/**
 * The circles of the graph: each set of nodes that all reach one another through imports (a
 * strongly connected component of two or more, or one that imports itself), its nodes sorted.
 * Unlike listing every cycle this stays linear however tangled a large graph gets (Tarjan).
 */
export function findCircles(graph: ModuleGraph): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    lowest.set(node, order.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of importsOf(graph, node)) {
      if (!order.has(next)) visit(next);
      if (onStack.has(next)) lowest.set(node, Math.min(lowest.get(node)!, lowest.get(next)!));
    }
    if (lowest.get(node) !== order.get(node)) return;
    const circle = stack.splice(stack.indexOf(node));
    for (const member of circle) onStack.delete(member);
    if (circle.length > 1 || graph.get(node)?.has(node)) circles.push(circle.sort());
  };
  for (const node of nodesOf(graph)) if (!order.has(node)) visit(node);
  return circles.sort(([a], [b]) => (a! < b! ? -1 : 1));
}

/** A cycle as one line: `a -> b -> a`. */
export function formatCycle(cycle: readonly string[]): string {
  return [...cycle, cycle[0]].join(' -> ');
}
