package org.kaylescourseware.cli.quotient;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

class QuotientProgressLineTest {

    /** The lines printed once a line satisfying {@code wanted} appears, or all after 20 s. */
    private static String printedUntil(StringWriter out, Predicate<String> wanted) throws InterruptedException {
        for (int waited = 0; waited < 200 && !wanted.test(out.toString()); waited++) {
            Thread.sleep(100);
        }
        return out.toString();
    }

    @Test
    void aHeapThatChangesTheQuotientShowsItsTrialsUntilItIsDone() throws InterruptedException {
        StringWriter out = new StringWriter();
        QuotientProgressLine line = new QuotientProgressLine(new PrintWriter(out), "quotient 0.07");
        try {
            line.heapDone(32, 552, 93);
            line.trialTried(33, 7, 984);
            String during = printedUntil(out, s -> s.contains("trial"));
            assertTrue(during.contains("quotient 0.07: heap 32 done, |Q| = 552, |P| = 93; heap 33: trial 7 has 984 elements"),
                    during);
            line.heapDone(33, 638, 109);
            int before = out.toString().length();
            String after = printedUntil(out, s -> s.length() > before && s.substring(before).contains("heap 33 done")).substring(before);
            assertTrue(after.contains("heap 33 done, |Q| = 638, |P| = 109, heap memory"), after);
            assertFalse(after.contains("trial"), after);
        } finally {
            line.stop();
        }
    }
}
