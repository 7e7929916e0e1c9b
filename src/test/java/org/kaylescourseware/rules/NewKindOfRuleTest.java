package org.kaylescourseware.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.GrundyValues;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.misere.MisereSearch;

/**
 * A new kind of rule is one class: the subtraction game S(1, 3, 4), written here as its own class
 * (not as an octal code), goes through the solver's fast Grundy values, period certificate and
 * misère search without any of them knowing it. Its values are known: 0, 1, 0, 1, 2, 3, 2
 * repeated with period 7 (Berlekamp, Conway, Guy, Winning Ways, ch. 4; the P-positions of normal
 * play are the n ≡ 0, 2 mod 7).
 */
class NewKindOfRuleTest {

    /** Take 1, 3 or 4 tokens from a heap, never splitting it. */
    record Subtraction(Set<Integer> subtract) implements ImpartialRule {

        @Override
        public String code() {
            return "S" + subtract;
        }

        @Override
        public int digit(int k) {
            return subtract.contains(k) ? 3 : 0;
        }

        @Override
        public OptionalInt removalBound() {
            return OptionalInt.of(subtract.stream().mapToInt(Integer::intValue).max().orElse(0));
        }
    }

    private static final ImpartialRule S134 = new Subtraction(Set.of(1, 3, 4));

    @Test
    void fastValuesOfTheSubtractionGameAreTheKnownPeriodSeven() {
        int[] pattern = {0, 1, 0, 1, 2, 3, 2};
        int[] values = GrundyValues.compute(S134, 200);
        for (int n = 0; n <= 200; n++) {
            assertEquals(pattern[n % 7], values[n], "g(" + n + ")");
        }
        assertArrayEquals(GrundyValues.byMexRecurrence(S134, 200), values);
    }

    @Test
    void periodOfTheSubtractionGameIsCertifiedAsSevenFromZero() {
        Periodicity period = GrundySequence.compute(S134, 100).periodicity().orElseThrow();
        assertEquals(7, period.period());
        assertEquals(0, period.preperiod());
    }

    @Test
    void misereSearchPlaysTheSubtractionGame() {
        assertFalse(S134.splitsAny());
        // misère: a heap of 1 is lost by the player who must take it; 2 → take 1 leaves 1: a win
        assertEquals(OutcomeClass.P, MisereSearch.analyze(S134, Position.of(1), 10).outcome());
        assertEquals(OutcomeClass.N, MisereSearch.analyze(S134, Position.of(2), 10).outcome());
        assertTrue(S134.removals(5).stream().allMatch(r -> r.left() == 0 || r.right() == 0), "nothing splits");
    }

    @Test
    void nimIsTheRuleOfInfinitelyManyThrees() {
        for (int heap = 0; heap <= 30; heap++) {
            int h = heap;
            assertEquals(heap, Nim.INSTANCE.options(heap).size());
            assertTrue(Nim.INSTANCE.options(heap).stream().allMatch(o -> o.leaves().stream().mapToInt(Integer::intValue).sum()
                    == h - o.remove() && o.leaves().size() <= 1));
        }
        assertEquals(OptionalInt.empty(), Nim.INSTANCE.removalBound());
    }
}
