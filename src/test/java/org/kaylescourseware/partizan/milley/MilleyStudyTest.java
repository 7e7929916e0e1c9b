package org.kaylescourseware.partizan.milley;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.MisereSearchByHand;
import org.kaylescourseware.partizan.NaiveOutcomes;

class MilleyStudyTest {

    private final MilleyStudy study = new MilleyStudy(new MilleyStudy.Bounds(12, 10, 9, 20));

    /**
     * The study's verdicts against the tests' own search, straight from the statements in Milley
     * (2015) and the definition of ≡ modulo K, over the study's own bounds (positions of 12 cells,
     * strips of 9, every X of 10 cells, Theorem 3 to 20 cells).
     */
    @Test
    void theStudysVerdictsAgreeWithAnIndependentSearch() {
        MisereSearchByHand search = new MisereSearchByHand();
        int testBound = 10;
        Map<String, Boolean> independent = new LinkedHashMap<>();
        independent.put("Lemma 1", MisereSearchByHand.positionsUpTo(12).stream()
                .noneMatch(p -> search.outcome(p) == OutcomeClass.L));
        independent.put("Corollary 4", search.equivalentAgainst(List.of(1, 2), List.of(), testBound));
        independent.put("Corollary 5", IntStream.rangeClosed(1, 3).allMatch(k -> search.equivalentAgainst(List.of(3 * k), List.of(),
                testBound)));
        independent.put("Theorem 1", IntStream.rangeClosed(1, 9).allMatch(n -> search.equivalentAgainst(List.of(n),
                theorem1(n), testBound)));
        independent.put("Theorem 3", MisereSearchByHand.positionsUpTo(20).stream()
                .allMatch(p -> search.outcome(p) == theorem3(p)));
        for (Map.Entry<String, Boolean> claim : independent.entrySet()) {
            CheckedClaim check = study.theoremChecks().stream().filter(c -> c.name().equals(claim.getKey())).findFirst()
                    .orElseThrow(() -> new AssertionError("the study checks no " + claim.getKey()));
            assertEquals(claim.getValue(), check.holds(), check.verdict());
        }
        assertEquals(5, study.errata().size());
    }

    /** Theorem 1 as Milley states it: S_{3k} ≡ kS1 + kS2, S_{3k+1} ≡ (k+1)S1 + kS2, S_{3k+2} ≡ kS1 + (k+1)S2. */
    private static List<Integer> theorem1(int n) {
        int k = n / 3;
        int squares = k + (n % 3 == 1 ? 1 : 0);
        int dominoes = k + (n % 3 == 2 ? 1 : 0);
        List<Integer> strips = new ArrayList<>(Collections.nCopies(squares, 1));
        strips.addAll(Collections.nCopies(dominoes, 2));
        return strips;
    }

    /**
     * Theorem 3 as Milley states it, through the monoid ⟨0, S1, S2 | S1 + S2 = 0⟩: x strips of length
     * 1 mod 3 and y of length 2 mod 3 make (x − y)S1 when x ≥ y, in R⁻ unless 0 (N⁻); else kS2 with
     * k = y − x, in N⁻, P⁻ or R⁻ as k ≡ 0, 1, 2 (mod 3).
     */
    private static OutcomeClass theorem3(List<Integer> strips) {
        long x = strips.stream().filter(s -> s % 3 == 1).count();
        long y = strips.stream().filter(s -> s % 3 == 2).count();
        if (x >= y) {
            return x == y ? OutcomeClass.N : OutcomeClass.R;
        }
        return List.of(OutcomeClass.N, OutcomeClass.P, OutcomeClass.R).get((int) ((y - x) % 3));
    }

    @Test
    void analysisUsesTheRequestedConvention() {
        assertEquals(OutcomeClass.R, study.analyze(Position.parse("6+4+1"), PlayConvention.MISERE).outcome());
        assertEquals(NaiveOutcomes.outcome(Position.parse("6+4+1"), PlayConvention.NORMAL),
                study.analyze(Position.parse("6+4+1"), PlayConvention.NORMAL).outcome());
    }

    @Test
    void workedGameAndContrastAreComputed() {
        StrategyGame game = study.strategyGame(Position.parse("8+7+5+4"), Player.LEFT);
        assertEquals(Player.LEFT, game.winner());
        assertTrue(game.turns().stream().anyMatch(t -> t.rule().filter(r -> !r.fromPaper()).isPresent()));
        ConventionContrast contrast = study.conventionContrast();
        assertEquals(OutcomeClass.P, contrast.strips().get(0).normal());
        assertEquals(OutcomeClass.N, contrast.strips().get(0).misere());
    }

    @Test
    void boundsPastTheSearchLimitAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new MilleyStudy.Bounds(20, 50, 15, 40));
        assertTrue(e.getMessage().contains("65") && e.getMessage().contains("61"), e.getMessage());
    }
}
