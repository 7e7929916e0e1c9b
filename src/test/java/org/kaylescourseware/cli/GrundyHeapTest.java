package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code grundy} under a small heap (-Xmx64m), in a JVM of its own: every size it accepts either
 * finishes or is refused, up front, in one line that names the heap needed; never an
 * OutOfMemoryError.
 */
class GrundyHeapTest {

    @Test
    void valuesTooManyForTheHeapAreRefusedUpFrontNamingTheHeapNeeded() throws Exception {
        JavaProcess java = JavaProcess.run("64m", "grundy", "0.77", "--to", "1000000000");
        assertEquals(GrundyCommand.HEAP_TOO_SMALL, java.exitCode(), java.err());
        assertEquals(1, java.err().lines().count(), java.err());
        assertTrue(java.err().contains("1,000,000,001 values at 1 byte(s) each"), java.err());
        assertTrue(java.err().contains("java -Xmx1g -jar kayles-courseware.jar grundy 0.77 --to 1000000000"), java.err());
        assertEquals(0, java.outLength(), java.out());
    }

    @Test
    void aMaxTooLargeForTheHeapIsRefusedUpFront() throws Exception {
        // certify grows its values by copying: two bytes a value at the moment of a copy
        JavaProcess java = JavaProcess.run("64m", "grundy", "0.354", "--certify", "--max", "1000000000");
        assertEquals(GrundyCommand.HEAP_TOO_SMALL, java.exitCode(), java.err());
        assertTrue(java.err().contains("-Xmx2g"), java.err());
        assertFalse(java.err().contains("OutOfMemoryError"), java.err());
    }

    /**
     * Sizes on both sides of what 32 MB holds at one byte a value (less the 16 MB kept for the
     * rest of the computation, and the about 10 MB the JVM already holds: with the test class path's
     * 135 jars, GraalJS's among them, their open directories): the accepted ones finish, printing every
     * value, the others are refused before anything is computed.
     */
    @ParameterizedTest
    @CsvSource({"1000000, 0", "4000000, 0", "20000000, 4"})
    void everySizeAcceptedFinishesWithinTheHeapAndTheOthersAreRefused(int to, int exitCode) throws Exception {
        JavaProcess java = JavaProcess.run("32m", "grundy", "0.16", "--to", String.valueOf(to), "--format", "csv");
        assertEquals(exitCode, java.exitCode(), java.err());
        assertFalse(java.err().contains("OutOfMemoryError"), java.err());
        if (exitCode == 0) {
            assertTrue(java.out().startsWith("n,grundy\n0,0\n1,1\n"), java.out());
            assertTrue(java.outLength() > 8L * to, "every value was printed: " + java.outLength() + " characters");
        } else {
            assertTrue(java.outLength() == 0 && java.err().contains("-Xmx"), java.err());
        }
    }

    /**
     * 0.007's first value above 255 is g(9168) = 256: then two bytes a value are asked for, and refused.
     * 30,000,001 values fit in 64 MB at one byte (with the 16 MB working set and the about 10 MB the
     * JVM holds), not at two.
     */
    @Test
    void valuesThatOutgrowOneByteAreRefusedWhenTheyWidenSayingHowFarTheyGot() throws Exception {
        JavaProcess java = JavaProcess.run("64m", "grundy", "0.007", "--to", "30000000", "--format", "json");
        assertEquals(GrundyCommand.HEAP_TOO_SMALL, java.exitCode(), java.err());
        assertTrue(java.err().contains("at 2 byte(s) each"), java.err());
        assertTrue(java.err().contains("after computing g(0..9167)"), java.err());
        assertFalse(java.err().contains("OutOfMemoryError"), java.err());
    }

    @Test
    void certifyWithoutMaxLooksAsFarAsTheHeapHolds() throws Exception {
        JavaProcess java = JavaProcess.run("64m", "grundy", "0.16", "--certify", "--format", "json");
        assertEquals(0, java.exitCode(), java.err());
        assertTrue(java.out().contains("\"period\":149459"), java.out());
    }
}
