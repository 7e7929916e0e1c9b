package org.kaylescourseware.partizan.milley;

import java.util.List;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.claim.Erratum;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.GameSumSearch;
import org.kaylescourseware.partizan.PartizanKaylesAnalysis;
import org.kaylescourseware.partizan.StripCounts;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.partizan.modular.ModuloKComparator;

/**
 * Everything the partizan Kayles lesson shows, computed with one misère search (and one normal-play
 * search for contrast) and one comparator modulo K, under stated bounds. The site layer asks this
 * object; each method computes on demand (the generated proofs are kept once made).
 */
public final class MilleyStudy {

    /**
     * The bounds of the study: positions checked up to {@code positionTotal} cells, comparisons modulo K
     * against every X of up to {@code testBound} cells, reduction proofs for S1 … S_{maxStrip}, the
     * Theorem 3 sweep and the outcome chart up to {@code theorem3Total} cells.
     */
    public record Bounds(int positionTotal, int testBound, int maxStrip, int theorem3Total) {
        public Bounds {
            if (positionTotal < 1 || testBound < 0 || maxStrip < 3 || theorem3Total < 1) {
                throw new IllegalArgumentException("study bounds must be positive (and maxStrip >= 3), got "
                        + positionTotal + ", " + testBound + ", " + maxStrip + ", " + theorem3Total);
            }
            if (Math.max(theorem3Total, maxStrip + testBound) > StripCounts.MAX_TOTAL_SIZE) {
                throw new IllegalArgumentException("study bounds reach past the search's limit of "
                        + StripCounts.MAX_TOTAL_SIZE + " cells: theorem3Total = " + theorem3Total
                        + ", maxStrip + testBound = " + (maxStrip + testBound));
            }
        }

        /** Lemma 2 compares modulo K for each Left option of each position, so its search stops at 10 cells. */
        public int lemma2Total() {
            return Math.min(positionTotal, 10);
        }

        /** The defaults of the lesson: positions ≤ 20, X ≤ 16, S1 … S15, Theorem 3 ≤ 40. */
        public static Bounds lessonDefaults() {
            return new Bounds(20, 16, 15, 40);
        }
    }

    private final Bounds bounds;
    private final StripOutcomeSearch misere;
    private final StripOutcomeSearch normal;
    private final ModuloKComparator comparator;
    private final MilleyChecks sectionTwo;
    private final MilleyTheoremChecks sectionsThreeFour;
    private List<ReductionProof> proofs;

    public MilleyStudy(Bounds bounds) {
        this.bounds = bounds;
        this.misere = new StripOutcomeSearch(PlayConvention.MISERE, StripCounts.MAX_TOTAL_SIZE);
        this.normal = new StripOutcomeSearch(PlayConvention.NORMAL, StripCounts.MAX_TOTAL_SIZE);
        this.comparator = new ModuloKComparator(new GameSumSearch(misere), bounds.testBound());
        this.sectionTwo = new MilleyChecks(comparator);
        this.sectionsThreeFour = new MilleyTheoremChecks(comparator);
    }

    public Bounds bounds() {
        return bounds;
    }

    public ModuloKComparator comparator() {
        return comparator;
    }

    /** The generated proofs of Theorem 1 for S1 … S_maxStrip. */
    public List<ReductionProof> reductionProofs() {
        if (proofs == null) {
            proofs = new ReductionProver(comparator).proveUpTo(bounds.maxStrip());
        }
        return proofs;
    }

    /**
     * Every result checked, in the paper's order: by search, Lemma 1 (and its proof's cases), Corollary 1,
     * Lemma 2, Corollaries 2 and 3, Lemma 3 (corrected), Theorem 1, and then Theorem 2, Corollaries 4 and
     * 5, Theorem 3 and Theorem 4 (completed) each both symbolically, for every k and j, and by search.
     */
    public List<CheckedClaim> theoremChecks() {
        int t = bounds.positionTotal();
        List<CheckedClaim> general = GeneralProofChecks.all();
        return List.of(sectionTwo.lemma1(t), sectionTwo.lemma1ProofCases(t), sectionTwo.corollary1(t),
                sectionTwo.lemma2(bounds.lemma2Total()), sectionTwo.corollary2(t), sectionTwo.corollary3(),
                sectionsThreeFour.lemma3(t), sectionsThreeFour.theorem1(reductionProofs()),
                general.get(0), sectionsThreeFour.theorem2(t, true),
                general.get(1), sectionTwo.corollary4(), general.get(2), sectionTwo.corollary5(bounds.maxStrip()),
                general.get(3), sectionsThreeFour.theorem3(bounds.theorem3Total()),
                general.get(4), sectionsThreeFour.theorem4Completed(t));
    }

    public List<Erratum> errata() {
        return new MilleyErrata(sectionsThreeFour).find(bounds.positionTotal(), reductionProofs());
    }

    /** The chart for x, y ≤ 8, tallying every position up to the Theorem 3 bound. */
    public OutcomeChart outcomeChart() {
        return OutcomeChart.build(misere, 8, 8, bounds.theorem3Total());
    }

    public MisereMonoid misereMonoid() {
        return MisereMonoid.build(comparator, 6, Math.min(bounds.positionTotal(), 10));
    }

    public StrategyGame strategyGame(Position start, Player first) {
        return StrategyGame.play(misere, start, first);
    }

    public InvertibilityFacts invertibility() {
        return InvertibilityFacts.compute(comparator);
    }

    public ConventionContrast conventionContrast() {
        return ConventionContrast.compute(normal, misere, 15, bounds.positionTotal());
    }

    /** The outcome and winning moves of one position under {@code play}, with this study's searches. */
    public PartizanKaylesAnalysis analyze(Position position, PlayConvention play) {
        return PartizanKaylesAnalysis.analyze(play == PlayConvention.MISERE ? misere : normal, position);
    }
}
