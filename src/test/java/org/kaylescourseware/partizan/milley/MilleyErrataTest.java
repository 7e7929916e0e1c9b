package org.kaylescourseware.partizan.milley;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.claim.Erratum;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.partizan.GameSumSearch;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.partizan.modular.ModuloKComparator;

class MilleyErrataTest {

    private static List<Erratum> errata;

    @BeforeAll
    static void find() {
        ModuloKComparator comparator = new ModuloKComparator(
                new GameSumSearch(new StripOutcomeSearch(PlayConvention.MISERE, 61)), 12);
        List<ReductionProof> proofs = new ReductionProver(comparator).proveUpTo(12);
        errata = new MilleyErrata(new MilleyTheoremChecks(comparator)).find(14, proofs);
    }

    private static Erratum titled(String prefix) {
        return errata.stream().filter(e -> e.title().startsWith(prefix)).findFirst().orElseThrow(
                () -> new AssertionError("no erratum titled " + prefix + " in " + errata));
    }

    @Test
    void lemmaThreeStatementIsAMisprintRefutedByAWitness() {
        Erratum e = titled("Lemma 3");
        assertEquals(Erratum.Kind.MISPRINT, e.kind());
        assertTrue(e.claim().contains("(k−1)S2 + jS2"));
        assertTrue(e.correction().contains("(k−1)S1 + jS2"));
        assertFalse(e.checks().get(0).holds(), e.checks().get(0).verdict());
        assertTrue(e.checks().get(1).holds(), e.checks().get(1).verdict());
    }

    @Test
    void theoremOneRightOptionMisprintIsShownOnS6() {
        Erratum e = titled("Theorem 1");
        assertTrue(e.checks().get(0).counterexample().orElseThrow().startsWith("n = 6, i = 2"));
        assertTrue(e.checks().get(1).holds());
    }

    @Test
    void theoremTwoRangeAndTheoremFourGapsAreReportedWithHoldingCorrections() {
        assertEquals(Erratum.Kind.GAP, titled("Theorem 2").kind());
        assertTrue(titled("Theorem 2").checks().stream().allMatch(CheckedClaim::holds));
        Erratum t4 = titled("Theorem 4");
        assertFalse(t4.checks().get(0).holds());
        assertTrue(t4.checks().get(1).holds());
    }

    @Test
    void figureOneCaptionCannotBeReachedFromS6ButFromS7() {
        Erratum e = titled("Figure 1");
        assertEquals(Erratum.Kind.FALSE_CLAIM, e.kind());
        assertFalse(e.checks().get(0).holds());
        assertTrue(e.checks().get(1).holds());
        // Independently: a square and a domino remove three cells, S1 + S3 has four.
        assertTrue(MilleyErrata.afterOneMoveEach(org.kaylescourseware.game.Position.of(6)).stream()
                .allMatch(p -> p.totalSize() == 3));
    }

    @Test
    void exactlyTheFiveSlipsAreFound() {
        assertEquals(5, errata.size(), errata.toString());
    }
}
