package org.kaylescourseware.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.game.FormsBornBy;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.GameTreeCache;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Partitions;
import org.kaylescourseware.game.Position;

class MisereEquivalenceTest {

    private final GameTreeCache cache = new GameTreeCache();
    private final MisereTreeOutcomes outcomes = new MisereTreeOutcomes();
    private final MisereEquivalence impartial = MisereEquivalence.impartialContext(outcomes);
    private final MisereEquivalence partizan = MisereEquivalence.partizanContext();

    @ParameterizedTest
    // Conway, On Numbers and Games, pp. 139-140, after Grundy and Smith: 1, 2, 3, 5, 22 misère
    // impartial games (in simplest form) are born by days 0 to 4.
    @CsvSource({"0, 1", "1, 2", "2, 3", "3, 5", "4, 22"})
    void impartialFormsBornByDayFallIntoTheKnownNumberOfMisereClasses(int day, int classes) {
        List<GameTree> forms = FormsBornBy.impartial(day, cache);
        List<GameTree> representatives = new ArrayList<>();
        for (GameTree g : forms) {
            if (representatives.stream().noneMatch(r -> impartial.equivalent(r, g))) {
                representatives.add(g);
            }
        }
        assertEquals(classes, representatives.size());
    }

    @Test
    void equivalenceOfFormsBornByDayThreeAgreesWithBruteForceBothWays() {
        List<GameTree> forms = FormsBornBy.impartial(3, cache);
        DistinguishingSearch search = new DistinguishingSearch(forms, outcomes);
        assertAgreesWithBruteForce(forms, search, true);
    }

    @Test
    void equivalenceOfNimPositionsUpToSixAgreesWithBruteForceBothWays() {
        // Probes: every Nim position of total size ≤ 6, and every impartial game whose options are
        // one or two of them. Within this bound they separate every inequivalent pair.
        List<GameTree> nims = nimPositions(6);
        List<GameTree> probes = new ArrayList<>(nims);
        for (int i = 0; i < nims.size(); i++) {
            probes.add(cache.impartial(List.of(nims.get(i))));
            for (int j = i + 1; j < nims.size(); j++) {
                probes.add(cache.impartial(List.of(nims.get(i), nims.get(j))));
            }
        }
        assertAgreesWithBruteForce(nims, new DistinguishingSearch(probes, outcomes), true);
    }

    @Test
    void equivalencesOfNimPositionsUpToNineAreNeverRefutedByBruteForce() {
        // Only one direction is checkable here: no probe may tell equivalent positions apart.
        List<GameTree> nims = nimPositions(9);
        List<GameTree> probes = new ArrayList<>(nims);
        probes.addAll(FormsBornBy.impartial(3, cache));
        assertAgreesWithBruteForce(nims, new DistinguishingSearch(probes, outcomes), false);
    }

    /**
     * "Equivalent" must never be refuted by a probe; when {@code complete}, every "not equivalent"
     * must also be confirmed by a probe that distinguishes the pair.
     */
    private void assertAgreesWithBruteForce(List<GameTree> games, DistinguishingSearch search, boolean complete) {
        for (GameTree g : games) {
            for (GameTree h : games) {
                Optional<DistinguishingSearch.Distinguisher> x = search.outcomeDifference(g, h);
                if (impartial.equivalent(g, h)) {
                    assertTrue(x.isEmpty(), g + " ≡ " + h + " by Theorem 1, but refuted by " + x);
                } else if (complete) {
                    assertTrue(x.isPresent(), g + " ≢ " + h + " by Theorem 1, but no probe separates them");
                }
            }
        }
    }

    @Test
    void lemmaTwoLinkingAgreesWithBruteForceOnFormsBornByDayThree() {
        // Linked: some impartial T makes both G + T and H + T P-positions. Probes: the forms born by
        // day 3, the Nim positions of total size ≤ 5, and every {A, B, C} of such Nim positions
        // (forms born by day 4 are not enough: {*2} and *3 are linked by {*, *2, *3+*2}, born on day 6).
        List<GameTree> forms = FormsBornBy.impartial(3, cache);
        List<GameTree> nims = nimPositions(5);
        List<GameTree> probes = new ArrayList<>(forms);
        probes.addAll(nims);
        for (int i = 0; i < nims.size(); i++) {
            for (int j = i; j < nims.size(); j++) {
                for (int k = j; k < nims.size(); k++) {
                    probes.add(cache.impartial(List.of(nims.get(i), nims.get(j), nims.get(k))));
                }
            }
        }
        int linkedPairs = 0;
        for (GameTree g : forms) {
            for (GameTree h : forms) {
                boolean byLemma = impartial.linked(g, h);
                boolean found = probes.stream().anyMatch(t -> outcomes.outcomeOfSum(g, t) == OutcomeClass.P
                        && outcomes.outcomeOfSum(h, t) == OutcomeClass.P);
                assertEquals(byLemma, found, g + " linked to " + h);
                linkedPairs += byLemma ? 1 : 0;
            }
        }
        assertEquals(88, linkedPairs, "ordered pairs of forms born by day 3 that are linked");
    }

    @Test
    void heapTwoUnderAMoveIsLinkedToHeapThreeOnlyByAnOldGame() {
        GameTree g = cache.impartial(List.of(cache.nimHeap(2)));
        GameTree h = cache.nimHeap(3);
        assertTrue(impartial.linked(g, h));
        GameTree t = cache.impartial(List.of(cache.nimHeap(1), cache.nimHeap(2), cache.nimPosition(Position.of(3, 2))));
        assertEquals(OutcomeClass.P, outcomes.outcomeOfSum(g, t));
        assertEquals(OutcomeClass.P, outcomes.outcomeOfSum(h, t));
        assertTrue(FormsBornBy.impartial(4, cache).stream().noneMatch(x -> outcomes.outcomeOfSum(g, x) == OutcomeClass.P
                && outcomes.outcomeOfSum(h, x) == OutcomeClass.P), "no game born by day 4 links them");
    }

    @Test
    void twoHeapsOfSizeOneAreEquivalentToZeroButNotEqual() {
        // The paper's introduction: 1 + 1 ≡ 0 impartially, but 1 + 1 ≠ 0 among partizan games.
        GameTree oneOne = cache.nimPosition(Position.of(1, 1));
        assertTrue(impartial.equivalent(oneOne, GameTree.ZERO));
        assertFalse(partizan.equivalent(oneOne, GameTree.ZERO));
        Optional<DistinguishingSearch.Distinguisher> x = DistinguishingSearch.firstOutcomeDifference(oneOne,
                GameTree.ZERO, FormsBornBy.partizan(2, cache), outcomes);
        assertTrue(x.isPresent(), "a partizan game separates 1 + 1 from 0");
        assertEquals(outcomes.outcomeOfSum(oneOne, x.get().probe()), x.get().withG());
    }

    @Test
    void twoPlusTwoIsNotZeroByConditionThree() {
        EquivalenceVerdict verdict = impartial.verdict(GameTree.ZERO, cache.nimPosition(Position.of(2, 2)));
        assertFalse(verdict.holds());
        assertEquals("3", verdict.condition());
        assertEquals(OutcomeClass.P, outcomes.outcome(cache.nimPosition(Position.of(2, 2))));
        assertTrue(verdict.reason().contains("o⁻(H) = P"), verdict.reason());
    }

    @Test
    void sumsOfHeapsOfSizeTwoArePairwiseInequivalent() {
        // Plambeck, "Taming the wild", §11.1, as cited in the paper: distinct sums of 2s are inequivalent.
        List<GameTree> twos = new ArrayList<>();
        for (int copies = 0; copies <= 5; copies++) {
            twos.add(cache.nimPosition(new Position(java.util.Collections.nCopies(copies, 2))));
        }
        for (int i = 0; i < twos.size(); i++) {
            for (int j = 0; j < twos.size(); j++) {
                assertEquals(i == j, impartial.equivalent(twos.get(i), twos.get(j)), i + " vs " + j + " twos");
            }
        }
    }

    @Test
    void theoremThreeAgreesWithTheoremTwoOnImpartialFormsBornByDayThree() {
        PartizanMisereOrder order = new PartizanMisereOrder();
        List<GameTree> forms = FormsBornBy.impartial(3, cache);
        for (GameTree g : forms) {
            for (GameTree h : forms) {
                assertEquals(order.equal(g, h), partizan.equivalent(g, h), g + " vs " + h);
            }
        }
    }

    @Test
    void equivalenceTestRefusesPartizanGameAndNamesTheOrderTest() {
        GameTree one = GameTree.of(List.of(GameTree.ZERO), List.of());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> impartial.equivalent(one, GameTree.ZERO));
        assertTrue(e.getMessage().contains("{0|}") && e.getMessage().contains("Theorem 2"), e.getMessage());
    }

    private List<GameTree> nimPositions(int maxTotalSize) {
        List<GameTree> trees = new ArrayList<>();
        for (Position p : Partitions.upToTotalSize(maxTotalSize)) {
            trees.add(cache.nimPosition(p));
        }
        return trees;
    }
}
