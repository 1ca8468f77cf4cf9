#!/usr/bin/env python3
"""Max flow of one bisection with networkx, on the graph bench_analysis --dump wrote.

usage: maxflow_networkx.py GRAPH.txt

Builds the same network as core/analysis/maxflow.cpp (each cable pair an undirected edge of its
capacity in Mb/s, a super-source joined to side-1 endpoints and a super-sink to side-2 ones) and
times networkx's preflow_push, the push-relabel algorithm Boost runs, so the two figures compare
one algorithm in two implementations. The flow values must agree.
"""
import sys
import time

import networkx as nx


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 1
    g = nx.DiGraph()
    sides = []
    total = 1
    with open(sys.argv[1]) as f:
        for line in f:
            parts = line.split()
            if not parts or parts[0] == "#":
                continue
            if parts[0] == "edge":
                a, b, c = int(parts[1]), int(parts[2]), int(parts[3])
                g.add_edge(a, b, capacity=c)
                g.add_edge(b, a, capacity=c)
                total += c
            elif parts[0] == "side":
                sides.append((int(parts[1]), int(parts[2])))
    for node, side in sides:
        if side == 1:
            g.add_edge("s", node, capacity=total)
        else:
            g.add_edge(node, "t", capacity=total)
    start = time.perf_counter()
    value = nx.maximum_flow_value(g, "s", "t", flow_func=nx.algorithms.flow.preflow_push)
    elapsed = (time.perf_counter() - start) * 1000
    print(f"networkx {nx.__version__} preflow_push ({g.number_of_nodes()} nodes, "
          f"{g.number_of_edges()} arcs): flow {value} Mb/s, flow {elapsed:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
