package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.kaylescourseware.exercise.CitedResults;
import org.kaylescourseware.exercise.Draw;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseGenerator;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.IndependentCheck;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.Prompt;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.GameSumSearch;
import org.kaylescourseware.partizan.StripNotation;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.partizan.milley.OptionGroup;
import org.kaylescourseware.partizan.milley.ReductionProof;
import org.kaylescourseware.partizan.milley.ReductionProver;
import org.kaylescourseware.partizan.modular.ModularComparison;
import org.kaylescourseware.partizan.modular.ModuloKComparator;
import org.kaylescourseware.partizan.modular.ReducedSum;

/**
 * "Reduce to S1 and S2 pieces": a position of misère partizan Kayles reduced modulo K to k·S1 + j·S2
 * (Milley 2015, Theorem 1). The answer comes from the generated proofs of {@link ReductionProver}
 * (options, Corollary 3, Lemma 3, strip by strip); it is checked by comparing the whole position with
 * k·S1 + j·S2 modulo K directly, o⁻(G + X) = o⁻(k·S1 + j·S2 + X) for every X of up to
 * {@value #CHECK_BOUND} cells, by outcome search.
 */
public final class PartizanReductionExercises implements ExerciseGenerator {

    /** The longest strip an exercise names. */
    static final int MAX_STRIP = 14;
    /** The test positions X of the proofs' own checks, in cells. */
    private static final int PROOF_BOUND = 6;
    /** The test positions X of the independent comparison, in cells. */
    public static final int CHECK_BOUND = 8;

    private final ModuloKComparator proofComparator;
    private final ModuloKComparator checkComparator;
    private List<ReductionProof> proofs;

    /** The blocks of Lesson 5 the exercises cite: Milley's Corollary 3, Lemma 3 and Theorem 1. */
    static final String COROLLARY_3 = "pk-corollary-3";
    static final String LEMMA_3 = "pk-lemma-3";
    static final String THEOREM_1 = "pk-theorem-1";

    private final String corollary3;
    private final String lemma3;
    private final String theorem1;

    /** The exercises, citing the course's results by the names {@code cited} gives them. */
    public PartizanReductionExercises(CitedResults cited) {
        this.corollary3 = cited.name(COROLLARY_3) + ", Milley's Corollary 3";
        this.lemma3 = cited.name(LEMMA_3) + " (Milley's Lemma 3)";
        this.theorem1 = cited.name(THEOREM_1) + ", Milley's Theorem 1";
        GameSumSearch search = new GameSumSearch(new StripOutcomeSearch(PlayConvention.MISERE,
                3 * MAX_STRIP + CHECK_BOUND));
        this.proofComparator = new ModuloKComparator(search, PROOF_BOUND);
        this.checkComparator = new ModuloKComparator(search, CHECK_BOUND);
    }

    @Override
    public List<String> cites() {
        return List.of(corollary3, lemma3, theorem1);
    }

    @Override
    public ExerciseKind kind() {
        return ExerciseKind.PARTIZAN_REDUCTION;
    }

    @Override
    public Exercise generate(Draw draw) {
        Position position = drawPosition(draw);
        ReducedSum reduction = ReducedSum.ZERO;
        for (int strip : position.heaps()) {
            reduction = reduction.plus(proof(strip).result());
        }
        check(position, reduction);
        String strips = MathText.math(PartizanOutcomeExercises.strips(position));
        Prompt prompt = PartizanOutcomeExercises.prompt(position, strips, "In misère partizan Kayles, reduce " + strips
                + " modulo " + MathText.math("\\mathcal{K}") + " to a sum " + MathText.math("kS_1 + jS_2")
                + " of single squares and dominoes, written as a sum of strips (" + MathText.math("2S_1 + S_2") + " as "
                + MathText.math("S_2 + S_1 + S_1") + ")."
                + " Any equivalent sum counts, since " + MathText.math("S_1 + S_2 \\equiv 0 \\pmod{\\mathcal{K}}") + ".");
        String hint = "Reduce the shorter strips first: each option of a strip is a sum of two shorter strips. Strike"
                + " out dominated options with " + MathText.math("S_2 > 2S_1 \\pmod{\\mathcal{K}}")
                + ": Left keeps the larger, Right the smaller. Then " + lemma3 + ": "
                + MathText.math("\\{(k-1)S_1 + jS_2 \\mid kS_1 + (j-1)S_2\\} \\equiv kS_1 + jS_2") + ".";
        return Exercise.of(draw, kind(), prompt, hint, solution(position, reduction),
                new PartizanReductionAnswer(position, reduction));
    }

    /** The difficulty's number of strips, the first of at least 3 cells, none longer than its longest. */
    private static Position drawPosition(Draw draw) {
        Position position;
        int tries = 0;
        do {
            int count = draw.between(draw.difficulty().stripCount());
            int longest = Math.min(MAX_STRIP, draw.difficulty().longestStrip());
            List<Integer> strips = new ArrayList<>();
            strips.add(draw.random().nextInt(3, longest + 1));
            for (int i = 1; i < count; i++) {
                strips.add(draw.random().nextInt(1, longest + 1));
            }
            position = new Position(strips);
        } while (draw.redrawPrinted(RowNotation.STRIPS, position, tries++));
        return position;
    }

    /** The generated proof for S_n, n ≤ {@value #MAX_STRIP}; the proofs are made once, on first use. */
    private ReductionProof proof(int n) {
        if (proofs == null) {
            proofs = new ReductionProver(proofComparator).proveUpTo(MAX_STRIP);
        }
        ReductionProof proof = proofs.get(n - 1);
        IndependentCheck.agree(true, proof.verified(), "every check of the proof for S" + n);
        return proof;
    }

    private void check(Position position, ReducedSum reduction) {
        ModularComparison comparison = checkComparator.compare(position, reduction.toPosition());
        IndependentCheck.agree(true, comparison.equivalent(), StripNotation.of(position) + " ≡ " + reduction
                + " modulo K for every X of up to " + CHECK_BOUND + " cells, " + comparison.distinguishingWitness()
                .map(Object::toString).orElse(""));
    }

    private List<String> solution(Position position, ReducedSum reduction) {
        List<String> steps = new ArrayList<>();
        int longest = position.heaps().get(0);
        if (longest > 3) {
            List<String> shorter = new ArrayList<>();
            for (int n = 1; n < longest; n++) {
                shorter.add(MathText.math("S_{" + n + "}" + (n <= 2 ? " = " : " \\equiv ") + tex(proof(n).result())));
            }
            steps.add("Reduce the shorter strips first (" + theorem1 + ", by induction on the length): "
                    + String.join(", ", shorter) + ".");
        }
        for (int n : new TreeSet<>(position.heaps()).descendingSet()) {
            steps.addAll(stripSteps(proof(n)));
        }
        if (position.heaps().size() > 1) {
            List<String> parts = position.heaps().stream().map(n -> "(" + tex(proof(n).result()) + ")").toList();
            steps.add("Add the pieces: " + MathText.math(PartizanOutcomeExercises.strips(position) + " \\equiv "
                    + String.join(" + ", parts) + " = " + tex(reduction)) + ".");
        }
        return steps;
    }

    private List<String> stripSteps(ReductionProof proof) {
        int n = proof.n();
        if (proof.baseCase()) {
            return List.of(MathText.math("S_{" + n + "}") + (n == 1 ? " is a single square" : " is a single domino")
                    + ": nothing to reduce.");
        }
        return List.of(MathText.math("S_{" + n + "}") + ": Left's square leaves " + MathText.math("S_i + S_{" + (n - 1) + " - i}")
                        + " for " + MathText.math("0 \\le i \\le " + (n - 1)) + ", reducing to "
                        + reductions(proof.leftGroups()) + "; Right's domino leaves " + MathText.math("S_i + S_{" + (n - 2) + " - i}")
                        + " for " + MathText.math("0 \\le i \\le " + (n - 2)) + ", reducing to "
                        + reductions(proof.rightGroups()) + ".",
                corollary3 + " (" + MathText.math("S_2 > 2S_1 \\pmod{\\mathcal{K}}")
                        + "), strikes out " + dominated(proof.leftGroups()) + " for Left and "
                        + dominated(proof.rightGroups()) + " for Right, so " + MathText.math("S_{" + n + "} \\equiv \\{"
                        + tex(proof.leftOption()) + " \\mid " + tex(proof.rightOption()) + "\\} \\equiv " + tex(proof.result()))
                        + " by " + lemma3 + ".");
    }

    /** A sum of squares and dominoes in LaTeX, without delimiters: {@code 2S_1 + S_2}, {@code 0}. */
    static String tex(ReducedSum sum) {
        List<String> parts = new ArrayList<>();
        if (sum.k() > 0) {
            parts.add((sum.k() == 1 ? "" : sum.k()) + "S_1");
        }
        if (sum.j() > 0) {
            parts.add((sum.j() == 1 ? "" : sum.j()) + "S_2");
        }
        return parts.isEmpty() ? "0" : String.join(" + ", parts);
    }

    private static String reductions(List<OptionGroup> groups) {
        return String.join(", ", groups.stream().map(g -> MathText.math(tex(g.reduction()))).distinct().toList());
    }

    private static String dominated(List<OptionGroup> groups) {
        List<String> out = groups.stream().filter(OptionGroup::dominated).map(g -> MathText.math(tex(g.reduction())))
                .distinct().toList();
        return out.isEmpty() ? "nothing" : String.join(", ", out);
    }
}
