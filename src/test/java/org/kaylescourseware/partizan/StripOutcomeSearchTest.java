package org.kaylescourseware.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Position;

class StripOutcomeSearchTest {

    @ParameterizedTest
    @EnumSource(PlayConvention.class)
    void memoizedSearchAgreesWithNaiveSearchOnEveryPositionUpToEightCells(PlayConvention play) {
        StripOutcomeSearch search = new StripOutcomeSearch(play, 8);
        for (Position p : KaylesUniverse.positionsUpTo(8)) {
            assertEquals(NaiveOutcomes.outcome(p, play), search.outcome(p), p + " under " + play);
        }
    }

    @Test
    void smallStripsHaveThePapersMisereOutcomes() {
        // Milley 2015: 0 ∈ N⁻ (Section 1.1), S1 ∈ R⁻ and S2 ∈ P⁻ (Corollary 3's proof, Section 5).
        StripOutcomeSearch search = new StripOutcomeSearch(PlayConvention.MISERE, 10);
        assertEquals(OutcomeClass.N, search.outcome(Position.of()));
        assertEquals(OutcomeClass.R, search.outcome(Position.of(1)));
        assertEquals(OutcomeClass.P, search.outcome(Position.of(2)));
        assertEquals(OutcomeClass.R, search.outcome(Position.of(1, 1)));
    }

    @Test
    void normalPlayGivesLeftEverythingButZeroAndTheDomino() {
        StripOutcomeSearch search = new StripOutcomeSearch(PlayConvention.NORMAL, 12);
        assertEquals(OutcomeClass.P, search.outcome(Position.of()));
        assertEquals(OutcomeClass.L, search.outcome(Position.of(1)));
        assertEquals(OutcomeClass.N, search.outcome(Position.of(2)));
        assertEquals(NaiveOutcomes.outcome(Position.of(6, 4, 1), PlayConvention.NORMAL),
                search.outcome(Position.of(6, 4, 1)));
    }

    @Test
    void orderAndEmptyStripsDoNotChangeThePositionOrTheCache() {
        StripOutcomeSearch search = new StripOutcomeSearch(PlayConvention.MISERE, 12);
        OutcomeClass first = search.outcome(Position.parse("6+4+1"));
        int cached = search.cache().size();
        assertEquals(first, search.outcome(Position.parse("1+0+4+6")));
        assertEquals(cached, search.cache().size());
        assertTrue(cached > 0 && cached <= search.cache().capacity() / 2);
    }

    @Test
    void positionAboveTheBoundIsRefusedWithBothSizes() {
        StripOutcomeSearch search = new StripOutcomeSearch(PlayConvention.MISERE, 40);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> search.outcome(Position.parse("30+30+1")));
        assertTrue(e.getMessage().contains("30+30+1") && e.getMessage().contains("61")
                && e.getMessage().contains("40"), e.getMessage());
    }

    @Test
    void boundBeyondTheKeyLimitIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new StripOutcomeSearch(PlayConvention.MISERE, 62));
        assertTrue(e.getMessage().contains("62") && e.getMessage().contains("61"), e.getMessage());
    }

    @Test
    void cacheKeysOfDistinctPositionsNeverCollide() {
        java.util.Set<Long> keys = new java.util.HashSet<>();
        KaylesUniverse.forEachUpTo(22, counts -> keys.add(StripCounts.key(counts, StripCounts.top(counts, 22))));
        assertEquals(KaylesUniverse.countUpTo(22), keys.size());
    }
}
