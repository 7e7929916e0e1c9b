package org.kaylescourseware.impartial;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.rules.HeapOption;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * The game graph of a position (Michel and Gao, “Dawson's Kayles: The Impartial Rank”, Game
 * Graph): every position reachable from it, a vertex each (positions that differ only in the order
 * of their heaps are one), and an edge from each to each of its options. Each vertex's nim-value is
 * computed on the graph alone, as the mex of its successors' values, with no nim-sequence and no
 * Sprague–Grundy theorem, so that the theorem can be checked against it.
 */
public final class GameGraph {

    /** The most vertices a graph may have: a page shows small positions. */
    public static final int MAX_VERTICES = 200_000;

    private final Position start;
    private final Map<Position, List<Position>> successors;
    private final Map<Position, Integer> values = new HashMap<>();

    private GameGraph(Position start, Map<Position, List<Position>> successors) {
        this.start = start;
        this.successors = successors;
    }

    /** The graph of everything reachable from {@code start} under {@code rule}. */
    public static GameGraph of(ImpartialRule rule, Position start) {
        Map<Position, List<Position>> successors = new HashMap<>();
        Deque<Position> open = new ArrayDeque<>(List.of(start));
        while (!open.isEmpty()) {
            Position position = open.pop();
            if (successors.containsKey(position)) {
                continue;
            }
            if (successors.size() == MAX_VERTICES) {
                throw new IllegalArgumentException("the game graph of " + start + " has more than " + MAX_VERTICES
                        + " positions");
            }
            List<Position> options = options(rule, position);
            successors.put(position, options);
            open.addAll(options);
        }
        return new GameGraph(start, successors);
    }

    /** The distinct positions one move from {@code position}. */
    private static List<Position> options(ImpartialRule rule, Position position) {
        Set<Position> options = new LinkedHashSet<>();
        Set<Integer> heapsSeen = new HashSet<>();
        for (int i = 0; i < position.heaps().size(); i++) {
            int heap = position.heaps().get(i);
            if (heapsSeen.add(heap)) {
                for (HeapOption option : rule.options(heap)) {
                    options.add(position.replace(i, option.leaves()));
                }
            }
        }
        return new ArrayList<>(options);
    }

    public Position start() {
        return start;
    }

    /** The number of vertices: positions reachable from the start, the start included. */
    public int vertices() {
        return successors.size();
    }

    /** The number of edges: pairs of a position and one of its options. */
    public int edges() {
        return successors.values().stream().mapToInt(List::size).sum();
    }

    /** The number of terminal positions, those without options (in Dawson's Kayles every row of 0 or 1 token). */
    public int terminals() {
        return (int) successors.values().stream().filter(List::isEmpty).count();
    }

    /** The nim-value of a vertex by the mex rule on the graph, its successors first (by height). */
    public int value(Position position) {
        Integer known = values.get(position);
        if (known != null) {
            return known;
        }
        Deque<Position> stack = new ArrayDeque<>(List.of(position));
        while (!stack.isEmpty()) {
            Position top = stack.peek();
            List<Position> pending = successors.get(top).stream().filter(s -> !values.containsKey(s)).toList();
            if (pending.isEmpty()) {
                stack.pop();
                Set<Integer> reached = new HashSet<>();
                successors.get(top).forEach(s -> reached.add(values.get(s)));
                int mex = 0;
                while (reached.contains(mex)) {
                    mex++;
                }
                values.put(top, mex);
            } else {
                pending.forEach(stack::push);
            }
        }
        return values.get(position);
    }

    /** Every vertex of the graph. */
    public Set<Position> positions() {
        return successors.keySet();
    }
}
