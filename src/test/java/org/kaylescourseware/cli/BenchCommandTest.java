package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

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
        assertTrue(cli.out().lines().noneMatch(l -> l.contains("median")), cli.out());
    }

    @Test
    void anUnknownCaseIsRefusedListingTheKnownOnes() {
        Cli cli = Cli.run("bench", "--only", "chess");
        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().contains("'chess'") && cli.err().contains("kayles-sparse-only"), cli.err());
    }
}
