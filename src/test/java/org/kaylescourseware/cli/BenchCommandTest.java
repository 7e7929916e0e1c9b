package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

@Isolated("one test sets the default locale, which every other test reads")
class BenchCommandTest {

    @Test
    void runsOnlyTheNamedCasesAtTheGivenSizes() {
        Cli cli = Cli.run("bench", "--only", "kayles,0.16-plain", "--sizes", "300,600", "--repeat", "1",
                "--warmup", "0");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().contains("period 12 from 71"), cli.out());
        assertTrue(cli.out().lines().anyMatch(l -> l.startsWith("0.16-plain") && l.contains(" 600 ")), cli.out());
        assertTrue(cli.out().lines().noneMatch(l -> l.startsWith("dawsons-kayles")), cli.out());
    }

    @Test
    void showsTheSpeedUpOverThePlainRecurrenceMeasuredInTheSameRun() {
        Cli cli = Cli.run("bench", "--only", "kayles,kayles-plain", "--sizes", "400", "--repeat", "1",
                "--warmup", "0");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().contains("Speed-up of the fast algorithm over the plain recurrence"), cli.out());
    }

    @Test
    void listsTheCasesWithoutRunningThem() {
        Cli cli = Cli.run("bench", "--list");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().lines().anyMatch(l -> l.startsWith("0.16-sparse-only")), cli.out());
        assertTrue(cli.out().lines().noneMatch(l -> l.contains("median ms")), "no table of results: " + cli.out());
    }

    /** A machine-readable table: under a locale that writes 12,5 for 12.5 the table still has a point. */
    @Test
    void numbersHaveADecimalPointWhateverTheDefaultLocale() {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY);
            Cli cli = Cli.run("bench", "--only", "kayles", "--sizes", "300", "--repeat", "1", "--warmup", "0");
            assertEquals(0, cli.exitCode(), cli.err());
            String row = cli.out().lines().filter(l -> l.startsWith("kayles ")).findFirst().orElseThrow();
            assertTrue(row.matches(".* \\d+\\.\\d .*"), row);
            assertFalse(row.matches(".*\\d,\\d.*"), row);
        } finally {
            Locale.setDefault(saved);
        }
    }

    /** A fresh JVM runs grundy 0.45 --certify; the row says whether the certificate is the published one. */
    @Test
    void certifiesAPublishedPeriodInAFreshJvmAndComparesItWithTheLiterature() {
        Cli cli = Cli.run("bench", "--only", "certify-0.45");
        assertEquals(0, cli.exitCode(), cli.err());
        String row = cli.out().lines().filter(l -> l.startsWith("certify-0.45 ")).findFirst().orElseThrow();
        assertTrue(row.contains("period 20 from 498, last exception 497: as published"), row);
        assertTrue(cli.out().contains("Non-trivial published periods certified from the code alone: 1 of 10 measured,"
                + " 1 as published"), cli.out());
    }

    @Test
    void theLargestPublishedPeriodRunsOnlyOnRequest() {
        Cli cli = Cli.run("bench", "--list");
        assertTrue(cli.out().lines().anyMatch(l -> l.startsWith("certify-0.1777") && l.endsWith("only with --only"
                + " certify-0.1777")), cli.out());
        assertTrue(cli.out().lines().anyMatch(l -> l.startsWith("certify-0.354") && l.endsWith("sizes [0]")), cli.out());
    }

    @Test
    void anUnknownCaseIsRefusedListingTheKnownOnes() {
        Cli cli = Cli.run("bench", "--only", "chess");
        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().contains("'chess'") && cli.err().contains("kayles-sparse-only"), cli.err());
    }
}
