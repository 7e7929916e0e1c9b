package org.kaylescourseware.misere.quotient;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.impartial.HeapBudget;
import org.kaylescourseware.impartial.InsufficientHeapException;
import org.kaylescourseware.misere.PositionEnumeration;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * The quotient engine against a second route: a game-tree search written here
 * ({@link OctalMisereByHand}), the orders Siegel's MisereSolver finds, and his published Q_30 of
 * Dawson's Kayles. The quotient is held as plain arrays (table, P, Φ) and read by this class, so
 * that changing one element of P, one value of Φ or one relation is seen to fail the comparison.
 */
class MisereQuotientEngineTest {

    /** A quotient as arrays: the outcome of a sum is whether the product of its heaps' images is in P. */
    private record Arrays(int[][] table, boolean[] p, int[] phi) {
        static Arrays of(MisereQuotient q) {
            int n = q.order();
            int[][] table = new int[n][n];
            boolean[] p = new boolean[n];
            for (int x = 0; x < n; x++) {
                for (int y = 0; y < n; y++) {
                    table[x][y] = q.product(x, y);
                }
            }
            q.pPortion().forEach(x -> p[x] = true);
            return new Arrays(table, p, q.pretendingFunction().stream().mapToInt(Integer::intValue).toArray());
        }

        boolean isP(List<Integer> heaps) {
            int x = 0;
            for (int h : heaps) {
                x = table[x][phi[h]];
            }
            return p[x];
        }
    }

    /** The first sum of heaps 1..heapBound with at most {@code total} tokens on which the arrays and the search disagree. */
    private static Position firstDisagreement(Arrays quotient, OctalMisereByHand search, int total, int heapBound) {
        for (Position position : PositionEnumeration.upToTotalSize(total, heapBound)) {
            if (quotient.isP(position.heaps()) != search.isP(position.heaps())) {
                return position;
            }
        }
        return null;
    }

    @ParameterizedTest
    @CsvSource({"0.15,42,12,24", "0.115,42,12,24", "0.77,40,9,26"})
    void wholeQuotientsHaveMisereSolversOrdersAndAgreeWithTheSearch(String code, int order, int pPortion, int total) {
        // Orders as Siegel's MisereSolver computes them (issue 30: 0.77 40/9, 0.15 42/12, 0.115 42/12).
        MisereQuotient q = MisereQuotientSolver.misereQuotientOfAllHeaps(ImpartialRule.parse(code), 1000);
        assertTrue(q.period().orElseThrow().certified(), code);
        assertEquals(order, q.order(), code);
        assertEquals(pPortion, q.pPortion().size(), code);
        assertNull(firstDisagreement(Arrays.of(q), new OctalMisereByHand(code), total, q.heapBound()), code);
    }

    @Test
    void dawsonsKaylesPartialQuotientOfThirtyHeapsHasSiegelsThreeHundredSixtyElements() {
        // Siegel (MisereSolver; Plambeck and Siegel 2008): |Q_30| of 0.07 is 360, 65 of them in P.
        MisereQuotient q = MisereQuotientSolver.misereQuotient(ImpartialRule.parse("0.07"), 30);
        assertEquals(360, q.order());
        assertEquals(65, q.pPortion().size());
        assertNull(firstDisagreement(Arrays.of(q), new OctalMisereByHand("0.07"), 22, 30));
    }

    @ParameterizedTest
    @CsvSource({"0.77,12", "0.15,20", "0.07,16", "0.137,12"})
    void everyTwoElementsAreToldApartBySumsTheSearchConfirms(String code, int heapBound) {
        MisereQuotient q = MisereQuotientSolver.misereQuotient(ImpartialRule.parse(code), heapBound);
        OctalMisereByHand search = new OctalMisereByHand(code);
        List<List<Integer>> words = representatives(q);
        for (int x = 0; x < q.order(); x++) {
            for (int y = x + 1; y < q.order(); y++) {
                assertTrue(toldApart(search, words, x, y, q.order()), code + ": " + q.elementName(x) + ", " + q.elementName(y));
            }
        }
    }

    /** Whether some Z among the elements' cheapest sums gives X + Z and Y + Z different outcomes in the search. */
    private static boolean toldApart(OctalMisereByHand search, List<List<Integer>> words, int x, int y, int order) {
        for (int z = 0; z < order; z++) {
            if (search.isP(plus(words.get(x), words.get(z))) != search.isP(plus(words.get(y), words.get(z)))) {
                return true;
            }
        }
        return false;
    }

    private static List<Integer> plus(List<Integer> a, List<Integer> b) {
        List<Integer> sum = new ArrayList<>(a);
        sum.addAll(b);
        return sum;
    }

    @Test
    void changingOneElementOfThePPortionOrOneValueOfPhiDisagreesWithTheSearch() {
        MisereQuotient q = MisereQuotientSolver.misereQuotient(ImpartialRule.parse("0.77"), 12);
        OctalMisereByHand search = new OctalMisereByHand("0.77");
        Arrays right = Arrays.of(q);
        assertNull(firstDisagreement(right, search, 24, 12));
        // The sums tried: for each element z, a sum W_z with image z, alone and with one more heap h; and
        // every sum of at most 24 tokens (W_z may hold h itself).
        List<List<Integer>> words = representatives(q);
        for (int x = 0; x < q.order(); x++) {
            boolean[] p = right.p().clone();
            p[x] = !p[x];
            assertTrue(disagrees(new Arrays(right.table(), p, right.phi()), search, words, List.of()), "P with " + x + " toggled");
        }
        for (int h = 1; h <= 12; h++) {
            for (int y = 0; y < q.order(); y++) {
                if (y != right.phi()[h]) {
                    int[] phi = right.phi().clone();
                    phi[h] = y;
                    Arrays wrong = new Arrays(right.table(), right.p(), phi);
                    assertTrue(disagrees(wrong, search, words, List.of(h)) || firstDisagreement(wrong, search, 24, 12) != null,
                            "Φ(" + h + ") changed to " + q.elementName(y));
                }
            }
        }
    }

    /** Whether the arrays and the search disagree on some sum W_z + extra. */
    private static boolean disagrees(Arrays quotient, OctalMisereByHand search, List<List<Integer>> words, List<Integer> extra) {
        for (List<Integer> word : words) {
            List<Integer> heaps = plus(word, extra);
            if (quotient.isP(heaps) != search.isP(heaps)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void everyRelationHoldsInPlayAndRaisingOneExponentBreaksIt() {
        MisereQuotient q = MisereQuotientSolver.misereQuotient(ImpartialRule.parse("0.77"), 12);
        OctalMisereByHand search = new OctalMisereByHand("0.77");
        List<Integer> heaps = q.generatorHeaps();
        List<Position> tests = PositionEnumeration.upToTotalSize(12, 12);
        for (Presentation.Relation relation : q.presentation().relations()) {
            List<Integer> left = heapsOf(relation.word(), heaps);
            List<Integer> right = heapsOf(relation.normalForm(), heaps);
            for (Position z : tests) {
                assertEquals(search.isP(plus(left, z.heaps())), search.isP(plus(right, z.heaps())), q.presentation().text(relation));
            }
            for (int g = 0; g < heaps.size(); g++) {
                List<Integer> raised = plus(left, List.of(heaps.get(g)));
                boolean differs = tests.stream().anyMatch(z -> search.isP(plus(raised, z.heaps())) != search.isP(plus(right, z.heaps())));
                int raisedElement = q.product(q.element(new Position(sorted(left))), q.pretendingFunction().get(heaps.get(g)));
                int rightElement = q.element(new Position(sorted(right)));
                assertEquals(raisedElement != rightElement, differs, q.presentation().text(relation) + " with " + q.presentation()
                        .generators().get(g) + " more on the left");
            }
        }
    }

    private static List<Integer> heapsOf(Word word, List<Integer> generatorHeaps) {
        List<Integer> heaps = new ArrayList<>();
        for (int g = 0; g < generatorHeaps.size(); g++) {
            for (int e = 0; e < word.exponents().get(g); e++) {
                heaps.add(generatorHeaps.get(g));
            }
        }
        return heaps;
    }

    private static List<Integer> sorted(List<Integer> heaps) {
        List<Integer> copy = new ArrayList<>(heaps);
        copy.sort(java.util.Collections.reverseOrder());
        return copy;
    }

    @Test
    void aQuotientTooLargeForTheHeapIsRefusedNamingTheLastHeapDone() {
        // 0.07 needs a monoid of 2,378 elements at heap 34; 40 MB of heap cannot hold its table.
        HeapBudget small = HeapBudget.of(40L << 20, 0);
        InsufficientHeapException refused = assertThrows(InsufficientHeapException.class,
                () -> MisereQuotientSolver.solve(ImpartialRule.parse("0.07"), 40, false, small, QuotientProgress.NONE));
        assertTrue(refused.reached() >= 25 && refused.reached() < 40, "reached " + refused.reached());
        assertNotEquals(-1, refused.reached());
    }

    /** For each element, the heaps of a position of fewest tokens pretending to be it. */
    private static List<List<Integer>> representatives(MisereQuotient q) {
        return new DistinguishingPositions(q, q.heapBound()).representatives().stream().map(r -> r.orElseThrow().heaps()).toList();
    }
}
