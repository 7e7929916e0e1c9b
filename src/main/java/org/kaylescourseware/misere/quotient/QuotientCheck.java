package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.HeapBudget;
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
 * Each sum is built from the heaps with the fewest tokens that reach its element (the representatives of
 * {@link DistinguishingPositions}), so that as many as possible lie within the search's bound; pairs
 * whose sums lie beyond it are counted apart.
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
        List<Optional<Position>> representatives = new DistinguishingPositions(quotient, quotient.heapBound()).representatives();
        int unreached = representatives.indexOf(Optional.<Position>empty());
        if (unreached >= 0) {
            return new QuotientCheck(sums, 0, 0, maxTotal, "no position pretends to be " + quotient.elementName(unreached));
        }
        List<List<Integer>> words = representatives.stream().map(r -> r.orElseThrow().heaps()).toList();
        String failure = randomSums(quotient, search, sums, new Random(seed));
        int n = quotient.order();
        BipartiteMonoid monoid = quotient.monoid();
        Integer[] byCost = new Integer[n];
        for (int z = 0; z < n; z++) {
            byCost[z] = z;
        }
        Arrays.sort(byCost, (a, b) -> Integer.compare(tokens(words.get(a)), tokens(words.get(b))));
        int searched = 0;
        for (int x = 0; x < n && failure == null; x++) {
            for (int y = x + 1; y < n && failure == null; y++) {
                int z = distinguisher(monoid, byCost, x, y);
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

    /**
     * What is wrong with {@code quotient} as the misère quotient of every heap of {@code ruleCode}, if anything, for a
     * quotient read back from a store: a product table that is not that of a commutative monoid with identity 0 (every
     * product looked at, associativity included), a P-portion, an image Φ(h) or a normal form that is not one of its
     * elements, Φ(0) not the identity, no certified period of Φ, or the game tree (a {@link MisereSearch} to
     * {@code maxTotal} tokens) disagreeing with it on a random sum or on a pair of elements it tells apart.
     */
    public static Optional<String> firstProblem(MisereQuotient quotient, String ruleCode, int maxTotal) {
        if (!quotient.ruleCode().equals(ruleCode)) {
            return Optional.of("it is the quotient of " + quotient.ruleCode() + ", not of " + ruleCode);
        }
        Optional<String> table = tableProblem(quotient.productTable());
        if (table.isPresent()) {
            return table;
        }
        int n = quotient.order();
        List<Integer> phi = quotient.pretendingFunction();
        if (phi.size() != quotient.heapBound() + 1 || phi.stream().anyMatch(x -> x < 0 || x >= n) || phi.get(0) != 0
                || quotient.pPortion().stream().anyMatch(x -> x < 0 || x >= n)
                || quotient.presentation().normalForms().size() != n) {
            return Optional.of("its images of heaps 0.." + quotient.heapBound() + ", P-portion or normal forms are not of its "
                    + n + " elements");
        }
        try {
            if (quotient.period().filter(PretendingPeriod::certified).isEmpty()) {
                return Optional.of("its pretending function has no certified period, so it is not the quotient of every heap");
            }
            int[] word = leastFailure(quotient);
            if (word != null) {
                return Optional.of("a sum of heaps up to " + quotient.heapBound() + " fails it (Plambeck and Siegel's verification)");
            }
            return Optional.ofNullable(of(quotient, 200, maxTotal, n).failure())
                    .map(f -> f.startsWith("at ") ? "the game tree disagrees: " + f : f);
        } catch (RuntimeException e) {
            return Optional.of("it cannot be played on: " + e.getMessage());
        }
    }

    /**
     * The first sum of heaps 1..heapBound on which the quotient's claim fails, as {@link FailureSearch} finds it (the
     * verification of the solver and of Siegel's MisereSolver: by induction on play, no failing sum means the claim holds
     * for every sum), or null.
     */
    private static int[] leastFailure(MisereQuotient quotient) {
        BipartiteMonoid monoid = quotient.monoid();
        int[] phi = quotient.pretendingFunction().stream().mapToInt(Integer::intValue).toArray();
        int[][] t = new HeapOptions(ImpartialRule.parse(quotient.ruleCode())).images(monoid, phi);
        return FailureSearch.leastFailure(monoid, HeapImage.distinct(phi, t),
                MinimalTransitionSets.empty(monoid.size(), HeapBudget.ofThisJvm()));
    }

    private static Optional<String> tableProblem(List<List<Integer>> table) {
        int n = table.size();
        if (n == 0 || table.stream().anyMatch(row -> row.size() != n || row.stream().anyMatch(x -> x == null || x < 0 || x >= n))) {
            return Optional.of("its product table is not a square table of its " + n + " elements");
        }
        for (int x = 0; x < n; x++) {
            if (table.get(0).get(x) != x) {
                return Optional.of("element 0 is not its identity (0·" + x + " = " + table.get(0).get(x) + ")");
            }
            for (int y = 0; y < n; y++) {
                int xy = table.get(x).get(y);
                if (xy != table.get(y).get(x)) {
                    return Optional.of("its product is not commutative (" + x + "·" + y + " ≠ " + y + "·" + x + ")");
                }
                for (int z = 0; z < n; z++) {
                    if (table.get(xy).get(z).intValue() != table.get(x).get(table.get(y).get(z)).intValue()) {
                        return Optional.of("its product is not associative at (" + x + ", " + y + ", " + z + ")");
                    }
                }
            }
        }
        return Optional.empty();
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
    private static int distinguisher(BipartiteMonoid monoid, Integer[] byCost, int x, int y) {
        for (int z : byCost) {
            if (monoid.isP(monoid.product(x, z)) != monoid.isP(monoid.product(y, z))) {
                return z;
            }
        }
        return -1;
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
