package org.kaylescourseware.partizan.milley;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.partizan.GameSumSearch;
import org.kaylescourseware.partizan.NaiveOutcomes;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.partizan.modular.ModuloKComparator;
import org.kaylescourseware.partizan.modular.ReducedSum;

class MisereMonoidTest {

    private static MisereMonoid build() {
        ModuloKComparator comparator = new ModuloKComparator(
                new GameSumSearch(new StripOutcomeSearch(PlayConvention.MISERE, 61)), 12);
        return MisereMonoid.build(comparator, 4, 8);
    }

    @Test
    void everyChecksHoldsAndElementsAgreeWithTheNaiveSearch() {
        MisereMonoid monoid = build();
        assertTrue(monoid.checks().stream().allMatch(TheoremCheck::holds), monoid.checks().toString());
        for (MisereMonoid.Element e : monoid.elements()) {
            assertEquals(NaiveOutcomes.outcome(e.representative().toPosition(), PlayConvention.MISERE), e.outcome(),
                    e.representative().toString());
        }
    }

    @Test
    void partitionPutsDominoSumsByTheirCountModThree() {
        // Milley 2015, Section 4: N⁻ = {kS2 | k ≡ 0}, P⁻ = {kS2 | k ≡ 1}, R⁻ = {kS1, jS2 | j ≡ 2}, L⁻ = ∅.
        MisereMonoid monoid = build();
        assertEquals(List.of("4S2", "S2"), members(monoid, OutcomeClass.P));
        assertEquals(List.of("3S2", "0"), members(monoid, OutcomeClass.N));
        assertEquals(List.of("2S2", "S1", "2S1", "3S1", "4S1"), members(monoid, OutcomeClass.R));
        assertEquals(List.of(), members(monoid, OutcomeClass.L));
    }

    private static List<String> members(MisereMonoid monoid, OutcomeClass outcome) {
        return monoid.partition().stream().filter(c -> c.outcome() == outcome).findFirst().orElseThrow()
                .members().stream().map(ReducedSum::toString).toList();
    }
}
