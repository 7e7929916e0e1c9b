package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Random;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.MisereSearch;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * A misère quotient checked by a second route, the game tree ({@link MisereSearch}):
 *
 * <ul>
 * <li>random sums of heaps: the outcome read off the quotient is the outcome the search finds;</li>
 * <li>the order is exact: for every two distinct elements x and y, a position Z with exactly one of
 * xz, yz in P, and the two sums X + Z, Y + Z (X, Y sums with images x and y) searched, their
 * outcomes differing. Then no quotient of the game has fewer elements, since X and Y are told
 * apart by play itself.</li>
 * </ul>
 *
 * Each sum is built from the heaps with the fewest tokens that reach its element, so that as many
 * as possible lie within the search's bound; pairs whose sums lie beyond it are counted apart.
 *
 * @param sums the random sums searched
 * @param pairs the pairs of distinct elements
 * @param pairsSearched the pairs whose two distinguishing sums were searched and differ
 * @param maxTotal the search's bound on the tokens of a sum
 * @param failure the first disagreement between quotient and search, or null
 */
public record QuotientCheck(int sums, int pairs, int pairsSearched, int maxTotal, String failure) {

    /** Whether the search agreed everywhere and every pair was told apart by searched sums. */
    public boolean complete() {
        return failure == null && pairsSearched == pairs;
    }

    /** Checks {@code quotient} with {@code sums} random sums and every pair, searching sums of at most {@code maxTotal} tokens. */
    public static QuotientCheck of(MisereQuotient quotient, int sums, int maxTotal, long seed) {
        MisereSearch search = new MisereSearch(ImpartialRule.parse(quotient.ruleCode()), maxTotal);
        List<List<Integer>> words = cheapestWords(quotient);
        String failure = randomSums(quotient, search, sums, new Random(seed));
        int n = quotient.order();
        boolean[] p = new boolean[n];
        quotient.pPortion().forEach(x -> p[x] = true);
        Integer[] byCost = new Integer[n];
        for (int z = 0; z < n; z++) {
            byCost[z] = z;
        }
        Arrays.sort(byCost, (a, b) -> Integer.compare(tokens(words.get(a)), tokens(words.get(b))));
        int searched = 0;
        for (int x = 0; x < n && failure == null; x++) {
            for (int y = x + 1; y < n && failure == null; y++) {
                int z = distinguisher(quotient, p, byCost, x, y);
                if (z < 0) {
                    failure = "no position tells " + quotient.elementName(x) + " from " + quotient.elementName(y);
                    break;
                }
                Position withX = sum(words.get(x), words.get(z));
                Position withY = sum(words.get(y), words.get(z));
                if (withX.totalSize() <= maxTotal && withY.totalSize() <= maxTotal) {
                    failure = disagreement(quotient, search, withX);
                    failure = failure != null ? failure : disagreement(quotient, search, withY);
                    searched++;
                }
            }
        }
        return new QuotientCheck(sums, n * (n - 1) / 2, searched, maxTotal, failure);
    }

    private static String randomSums(MisereQuotient quotient, MisereSearch search, int count, Random random) {
        int largest = Math.max(1, Math.min(quotient.heapBound(), search.maxTotalSize()));
        for (int i = 0; i < count; i++) {
            int target = random.nextInt(search.maxTotalSize() + 1);
            List<Integer> heaps = new ArrayList<>();
            int total = 0;
            while (true) {
                int heap = 1 + random.nextInt(largest);
                if (total + heap > target) {
                    break;
                }
                heaps.add(heap);
                total += heap;
            }
            String failure = disagreement(quotient, search, sum(heaps, List.of()));
            if (failure != null) {
                return failure;
            }
        }
        return null;
    }

    private static String disagreement(MisereQuotient quotient, MisereSearch search, Position position) {
        OutcomeClass bySearch = search.outcome(position);
        OutcomeClass byQuotient = quotient.outcome(position);
        return bySearch == byQuotient ? null : "at " + position + " the quotient says " + byQuotient + " and the search "
                + bySearch;
    }

    /** The cheapest z (fewest tokens) with exactly one of xz, yz in P, or −1. */
    private static int distinguisher(MisereQuotient quotient, boolean[] p, Integer[] byCost, int x, int y) {
        for (int z : byCost) {
            if (p[quotient.product(x, z)] != p[quotient.product(y, z)]) {
                return z;
            }
        }
        return -1;
    }

    /** For each element, a sum of heaps with that image and the fewest tokens (Dijkstra over "add a heap h, pay h"). */
    static List<List<Integer>> cheapestWords(MisereQuotient quotient) {
        int n = quotient.order();
        int[] cost = new int[n];
        int[] parent = new int[n];
        int[] via = new int[n];
        Arrays.fill(cost, Integer.MAX_VALUE);
        cost[0] = 0;
        PriorityQueue<int[]> queue = new PriorityQueue<>((a, b) -> Integer.compare(a[0], b[0]));
        queue.add(new int[] {0, 0});
        while (!queue.isEmpty()) {
            int[] top = queue.poll();
            if (top[0] > cost[top[1]]) {
                continue;
            }
            for (int h = 1; h <= quotient.heapBound(); h++) {
                int y = quotient.product(top[1], quotient.pretendingFunction().get(h));
                if (top[0] + h < cost[y]) {
                    cost[y] = top[0] + h;
                    parent[y] = top[1];
                    via[y] = h;
                    queue.add(new int[] {cost[y], y});
                }
            }
        }
        List<List<Integer>> words = new ArrayList<>();
        for (int x = 0; x < n; x++) {
            List<Integer> heaps = new ArrayList<>();
            for (int at = x; at != 0; at = parent[at]) {
                heaps.add(via[at]);
            }
            words.add(heaps);
        }
        return words;
    }

    private static int tokens(List<Integer> heaps) {
        return heaps.stream().mapToInt(Integer::intValue).sum();
    }

    private static Position sum(List<Integer> a, List<Integer> b) {
        List<Integer> heaps = new ArrayList<>(a);
        heaps.addAll(b);
        heaps.sort(Collections.reverseOrder());
        return new Position(heaps);
    }
}
