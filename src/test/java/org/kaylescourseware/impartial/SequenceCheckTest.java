package org.kaylescourseware.impartial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * Values from elsewhere checked as a rule's Grundy values: the right ones pass, and a sequence changed anywhere the
 * check promises to look is caught. What is right comes from the plain mex recurrence and the literature (Kayles: period
 * 12 from 71, Guy and Smith 1956), not from the check.
 */
class SequenceCheckTest {

    private static final ImpartialRule KAYLES = ImpartialRule.parse("0.77");

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"0.77", "0.07", "0.137", "0.6", "4.7", "nim"})
    void theValuesOfTheMexRecurrenceHaveNoProblem(String code) {
        ImpartialRule rule = ImpartialRule.parse(code);
        int[] values = GrundyValues.byMexRecurrence(rule, 2500);
        assertEquals(Optional.empty(), SequenceCheck.firstProblem(GrundySequence.of(rule, values), 2500));
    }

    @Test
    void everySingleWrongValueBeforeTheCertifiedBoundIsCaught() {
        GrundySequence right = GrundySequence.of(KAYLES, GrundyValues.byMexRecurrence(KAYLES, 400));
        assertEquals(156, right.periodicity().orElseThrow().certifiedTo(), "2·71 + 12 + 2 (Guy and Smith 1956)");
        for (int n = 0; n <= 400; n++) {
            int[] values = right.values();
            values[n] = values[n] == 0 ? 1 : values[n] - 1;
            GrundySequence wrong = new GrundySequence(KAYLES, values, right.periodicity());
            assertTrue(SequenceCheck.firstProblem(wrong, 400).isPresent(), "g(" + n + ") changed");
        }
    }

    @Test
    void aWrongValueInThePeriodicPartChangesThePeriodItsValuesHave() {
        GrundySequence right = GrundySequence.of(KAYLES, GrundyValues.byMexRecurrence(KAYLES, 20_000));
        int[] values = right.values();
        values[17_771] ^= 1;
        assertEquals(Optional.of("it gives period 12 from 71 (certified to 156), but its values have no certified period"),
                SequenceCheck.firstProblem(new GrundySequence(KAYLES, values, right.periodicity()), 20_000));
    }

    @Test
    void theCountTheSignAndTheMexAreNamed() {
        GrundySequence right = GrundySequence.of(KAYLES, GrundyValues.byMexRecurrence(KAYLES, 200));
        int[] values = right.values();
        assertEquals(Optional.of("it holds g(0..4), not g(0..200)"),
                SequenceCheck.firstProblem(new GrundySequence(KAYLES, Arrays.copyOf(values, 5), right.periodicity()), 200));
        values[5] = -4;
        assertEquals(Optional.of("g(5) is -4, below 0"),
                SequenceCheck.firstProblem(new GrundySequence(KAYLES, values, right.periodicity()), 200));
        values[5] = 7;
        assertEquals(Optional.of("g(5) is 7 in it, but the mex of the values of its options is 4"),
                SequenceCheck.firstProblem(new GrundySequence(KAYLES, values, right.periodicity()), 200));
    }

    @Test
    void readmeStatesTheBoundsTheCheckUses() throws IOException {
        String readme = String.join(" ", Files.readString(Path.of("README.md")).split("\\s+"));
        String every = String.format(Locale.ROOT, "%,d", SequenceCheck.EVERY_HEAP_TO);
        assertTrue(readme.contains("at every heap up to " + every + " and at " + SequenceCheck.SAMPLED + " heaps spread over the"
                + " rest; with `compute-to` up to " + every + ", or a period certified below " + every + ", that proves every value"),
                "README's solver cache section");
    }

    @Test
    void nimPastTheEveryHeapBoundIsCheckedAtTheLastHeap() {
        ImpartialRule nim = ImpartialRule.parse("nim");
        int[] values = GrundyValues.byMexRecurrence(nim, 6000);
        values[6000] = 5999;
        assertEquals(Optional.of("g(6000) is 5999 in it, but the mex of the values of its options is 6000"),
                SequenceCheck.firstProblem(new GrundySequence(nim, values, Optional.empty()), 6000));
    }
}
