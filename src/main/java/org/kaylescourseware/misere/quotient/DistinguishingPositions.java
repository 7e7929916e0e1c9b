package org.kaylescourseware.misere.quotient;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.PriorityQueue;
import org.kaylescourseware.game.Position;

/**
 * Why a misère quotient has as many elements as it says: each element is the image of a position,
 * and for every pair of distinct elements x ≠ y some position X has exactly one of xΦ(X) and yΦ(X)
 * in the P-portion, so positions pretending to be x and y are told apart by X (Plambeck and Siegel
 * 2008, Section 3: a quotient is the monoid of classes, so distinct elements must be distinguishable).
 * Both are found by shortest-path searches over the monoid, adding one row at a time, so each
 * position is one of the fewest tokens.
 */
public final class DistinguishingPositions {

    /** A pair of elements, positions {@code g} and {@code h} pretending to be them, and a position {@code x} that tells them apart. */
    public record Separation(int first, int second, Position g, Position h, Position x) {
    }

    private final MisereQuotient quotient;
    private final int largestRow;
    private final List<Position> representatives;

    /** The search over rows of 1..{@code largestRow} tokens (every heap type of a periodic Φ lies below 2n₀ + 2p + 2). */
    public DistinguishingPositions(MisereQuotient quotient, int largestRow) {
        this.quotient = quotient;
        this.largestRow = Math.min(largestRow, quotient.heapBound());
        this.representatives = smallestPositions();
    }

    /** The position of fewest tokens pretending to be each element; empty where none was found. */
    public List<Optional<Position>> representatives() {
        return representatives.stream().map(Optional::ofNullable).toList();
    }

    /** For every pair x &lt; y, the separation, or empty when no position tells the two elements apart. */
    public List<Optional<Separation>> separations() {
        List<Optional<Separation>> all = new ArrayList<>();
        for (int x = 0; x < quotient.order(); x++) {
            for (int y = x + 1; y < quotient.order(); y++) {
                all.add(separation(x, y));
            }
        }
        return all;
    }

    /** A position X of fewest tokens with exactly one of xΦ(X), yΦ(X) in the P-portion. */
    public Optional<Separation> separation(int x, int y) {
        int n = quotient.order();
        int[] cost = new int[n * n];
        Arrays.fill(cost, Integer.MAX_VALUE);
        int[] previous = new int[n * n];
        int[] row = new int[n * n];
        PriorityQueue<int[]> queue = new PriorityQueue<>((a, b) -> Integer.compare(a[0], b[0]));
        cost[x * n + y] = 0;
        queue.add(new int[] {0, x * n + y});
        while (!queue.isEmpty()) {
            int[] next = queue.poll();
            int state = next[1];
            if (next[0] > cost[state]) {
                continue;
            }
            int a = state / n;
            int b = state % n;
            if (quotient.isP(a) != quotient.isP(b)) {
                return Optional.ofNullable(representatives.get(x)).flatMap(g -> Optional.ofNullable(representatives.get(y))
                        .map(h -> new Separation(x, y, g, h, path(state, x * n + y, previous, row))));
            }
            for (int r = 1; r <= largestRow; r++) {
                int phi = quotient.pretend(r);
                int to = quotient.product(a, phi) * n + quotient.product(b, phi);
                if (cost[state] + r < cost[to]) {
                    cost[to] = cost[state] + r;
                    previous[to] = state;
                    row[to] = r;
                    queue.add(new int[] {cost[to], to});
                }
            }
        }
        return Optional.empty();
    }

    private List<Position> smallestPositions() {
        int n = quotient.order();
        int[] cost = new int[n];
        Arrays.fill(cost, Integer.MAX_VALUE);
        int[] previous = new int[n];
        int[] row = new int[n];
        cost[0] = 0;
        ArrayDeque<Integer> changed = new ArrayDeque<>(List.of(0));
        while (!changed.isEmpty()) {
            int e = changed.poll();
            for (int r = 1; r <= largestRow; r++) {
                int to = quotient.product(e, quotient.pretend(r));
                if (cost[e] + r < cost[to]) {
                    cost[to] = cost[e] + r;
                    previous[to] = e;
                    row[to] = r;
                    changed.add(to);
                }
            }
        }
        List<Position> positions = new ArrayList<>();
        for (int e = 0; e < n; e++) {
            positions.add(cost[e] == Integer.MAX_VALUE ? null : path(e, 0, previous, row));
        }
        return positions;
    }

    /** The rows on the way from {@code start} to {@code state}, as a position. */
    private static Position path(int state, int start, int[] previous, int[] row) {
        List<Integer> rows = new ArrayList<>();
        for (int s = state; s != start; s = previous[s]) {
            rows.add(row[s]);
        }
        return Position.of(rows.stream().mapToInt(Integer::intValue).toArray());
    }
}
