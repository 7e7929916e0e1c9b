package org.kaylescourseware.partizan.milley;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Collections;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.partizan.GameSumSearch;
import org.kaylescourseware.partizan.MisereSearchByHand;
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

    /**
     * The monoid's three verdicts against the tests' own search: the partition as Milley prints it
     * (z = k − j of kS1 + jS2), every position of 8 cells equivalent to the representative of its
     * class (Theorem 1's reduction of each strip), and distinct classes told apart, each modulo K
     * against every X of 12 cells as the monoid was built.
     */
    @Test
    void theMonoidsVerdictsAgreeWithAnIndependentSearch() {
        MisereMonoid monoid = build();
        MisereSearchByHand search = new MisereSearchByHand();
        boolean partition = IntStream.rangeClosed(-4, 4).allMatch(z -> search.outcome(representative(z)) == printedOutcome(z));
        boolean oneClass = MisereSearchByHand.positionsUpTo(8).stream().allMatch(p -> search.equivalentAgainst(p,
                representative(p.stream().mapToInt(s -> s % 3 == 1 ? 1 : s % 3 == 2 ? -1 : 0).sum()), 12));
        boolean distinct = IntStream.rangeClosed(-4, 4).allMatch(a -> IntStream.rangeClosed(a + 1, 4)
                .noneMatch(b -> search.equivalentAgainst(representative(a), representative(b), 12)));
        assertEquals(List.of(partition, oneClass, distinct), monoid.checks().stream().map(CheckedClaim::holds).toList(),
                monoid.checks().toString());
    }

    /** The class z: zS1 for z ≥ 0, |z|S2 below. */
    private static List<Integer> representative(int z) {
        return Collections.nCopies(Math.abs(z), z >= 0 ? 1 : 2);
    }

    /** Milley 2015, Section 4: N⁻ = {kS2 | k ≡ 0}, P⁻ = {kS2 | k ≡ 1}, R⁻ = {kS1, jS2 | j ≡ 2}, L⁻ = ∅. */
    private static OutcomeClass printedOutcome(int z) {
        return z > 0 ? OutcomeClass.R : List.of(OutcomeClass.N, OutcomeClass.P, OutcomeClass.R).get(-z % 3);
    }

    @Test
    void elementsAgreeWithTheNaiveSearch() {
        MisereMonoid monoid = build();
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
