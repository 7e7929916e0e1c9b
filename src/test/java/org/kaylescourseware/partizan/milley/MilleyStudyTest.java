package org.kaylescourseware.partizan.milley;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.NaiveOutcomes;

class MilleyStudyTest {

    private final MilleyStudy study = new MilleyStudy(new MilleyStudy.Bounds(12, 10, 9, 20));

    @Test
    void everyPublishedCheckHoldsAndEveryErratumIsFound() {
        study.theoremChecks().forEach(c -> assertTrue(c.holds(), c.verdict()));
        assertEquals(5, study.errata().size());
        assertTrue(study.reductionProofs().stream().allMatch(ReductionProof::verified));
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
