package org.kaylescourseware.misere.nim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.game.FormsBornBy;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.GameTreeCache;
import org.kaylescourseware.game.Partitions;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.DistinguishingSearch;
import org.kaylescourseware.misere.HeapSequence;
import org.kaylescourseware.misere.MisereTreeOutcomes;

class ReducedFormTest {

    @ParameterizedTest(name = "{0} reduces to {1}")
    // Hand cases from "Misère equivalence classes of Nim positions" (INTEGERS 16, 2016):
    @CsvSource(delimiter = ';', value = {
        // Section 4.1: 4 + 1 + 0 + 1 is the sequence (1, 1, 4).
        "4+1+0+1; 4; (1, 1, 4) →1 (0, 0, 4) →3 (4)",
        // Proof of Lemma 10: (1, 1) is not reduced.
        "1+1; 0; (1, 1) →1 (0, 0) →3 (·)",
        // Theorem 5, n + 1 ≡ n⊕1: a heap of 1 flips the lowest bit of an even heap ...
        "4+1; 5; (1, 4) →2 (0, 5) →3 (5)",
        // ... and of an odd one.
        "5+1; 4; (1, 5) →1 (0, 4) →3 (4)",
        // Proof of Corollary 1: a + b ≡ (a−1) + (b−1) for odd a, b.
        "3+5; 4+2; (3, 5) →1 (2, 4)",
        // Proof of Lemma 8: rule 2 on an odd heap of size one shortens the sequence.
        "2+2+1; 3+2; (1, 2, 2) →2 (0, 2, 3) →3 (2, 3)",
        // Proof of Lemma 9, from the reduced (2, 4, 6): the largest heap moved to 1 ...
        "4+2+1; 5+2; (1, 2, 4) →2 (0, 2, 5) →3 (2, 5)",
        // ... another heap moved to 1 with the largest even ...
        "6+4+1; 7+4; (1, 4, 6) →2 (0, 4, 7) →3 (4, 7)",
        // ... and from the reduced (2, 4, 7), with the largest odd.
        "7+4+1; 6+4; (1, 4, 7) →1 (0, 4, 6) →3 (4, 6)",
        // Rule 1 repeats on the lowest pair until one odd heap is left; it is the largest.
        "7+5+3+2+1; 6+4+2+2; (1, 2, 3, 5, 7) →1 (0, 2, 2, 5, 7) →1 (0, 2, 2, 4, 6) →3 (2, 2, 4, 6)",
        "7+5+3+2; 7+4+2+2; (2, 3, 5, 7) →1 (2, 2, 4, 7)",
        "2+2+2; 2+2+2; (2, 2, 2)",
        "0; 0; (·)"})
    void reducedFormIsDerivedByTheRulesOfDefinitionFive(String start, String reduced, String chain) {
        ReductionDerivation derivation = ReducedForm.derive(Position.parse(start));
        assertEquals(Position.parse(reduced), derivation.reducedForm());
        assertEquals(chain, derivation.chain());
    }

    @Test
    void derivationRecordsEachRuleWithTheHeapsBeforeAndAfterAndWhy() {
        ReductionDerivation d = ReducedForm.derive(Position.parse("3+2+1"));
        assertEquals(2, d.steps().size());
        ReductionStep first = d.steps().get(0);
        assertEquals(ReductionRule.PAIR_OF_ODD_HEAPS, first.rule());
        assertEquals(List.of(1, 2, 3), first.before().heaps());
        assertEquals(List.of(0, 2, 2), first.after().heaps());
        assertTrue(first.reason().contains("1 and 3 are the two smallest odd heaps"), first.reason());
        ReductionStep second = d.steps().get(1);
        assertEquals(ReductionRule.DELETE_EMPTY_HEAPS, second.rule());
        assertEquals(first.after(), second.before());
        assertEquals(Position.of(2, 2), d.reducedForm());
        assertFalse(d.startIsReduced());
    }

    @Test
    void everyReducedFormHasAtMostOneOddHeapAndItIsTheLargest() {
        for (Position p : Partitions.upToTotalSize(14)) {
            Position r = ReducedForm.of(p);
            List<Integer> odd = r.heaps().stream().filter(h -> h % 2 == 1).toList();
            assertTrue(odd.isEmpty() || (odd.size() == 1 && odd.get(0).equals(r.heaps().get(0))), p + " → " + r);
            assertEquals(r, ReducedForm.of(r), "reducing twice changes nothing: " + p);
            assertEquals(nimSum(p), nimSum(r), "the nim-sum is kept: " + p);
            assertTrue(r.totalSize() <= p.totalSize());
        }
    }

    @Test
    void reducedFormCannotBeToldApartFromItsPositionByBruteForce() {
        // Corollary 1 by the independent route: no probe X gives o⁻(G + X) ≠ o⁻(reduced + X).
        GameTreeCache cache = new GameTreeCache();
        MisereTreeOutcomes outcomes = new MisereTreeOutcomes();
        List<GameTree> probes = new ArrayList<>(FormsBornBy.impartial(3, cache));
        for (Position p : Partitions.upToTotalSize(6)) {
            probes.add(cache.nimPosition(p));
        }
        DistinguishingSearch search = new DistinguishingSearch(probes, outcomes);
        for (Position p : Partitions.upToTotalSize(9)) {
            GameTree g = cache.nimPosition(p);
            GameTree r = cache.nimPosition(ReducedForm.of(p));
            assertTrue(search.indistinguishable(g, r), p + " vs " + ReducedForm.of(p) + ": "
                    + search.outcomeDifference(g, r));
        }
    }

    @Test
    void reducedFormsUpToSixInQuasiLexicographicOrder() {
        // By hand: at most one odd heap, and then the largest.
        assertEquals("[0, 1, 2, 3, 4, 5, 6, 2+2, 3+2, 4+2, 2+2+2]",
                QuasiLexicographicOrder.orderedReducedForms(6).toString());
    }

    @Test
    void quasiLexicographicOrderPutsShorterFirstThenLexicographic() {
        // Definition 3: (2, 9) ≺ (2, 2, 2, 4, 5) ≺ (2, 2, 4, 4, 5).
        QuasiLexicographicOrder order = QuasiLexicographicOrder.INSTANCE;
        Position a = Position.parse("9+2");
        Position b = Position.parse("5+4+2+2+2");
        Position c = Position.parse("5+4+4+2+2");
        assertTrue(order.precedes(a, b));
        assertTrue(order.precedes(b, c));
        assertTrue(order.precedes(a, c));
        assertFalse(order.precedes(c, a));
        assertEquals(0, order.compare(Position.parse("2+3+0"), Position.parse("3+2")));
    }

    @Test
    void heapSequenceRefusesDecreasingSizes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new HeapSequence(List.of(3, 1)));
        assertTrue(e.getMessage().contains("[3, 1]"), e.getMessage());
    }

    private static int nimSum(Position p) {
        int x = 0;
        for (int h : p.heaps()) {
            x ^= h;
        }
        return x;
    }
}
