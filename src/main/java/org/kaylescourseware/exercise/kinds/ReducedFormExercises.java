package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.kaylescourseware.exercise.CitedResults;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Draw;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseGenerator;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.ImpartialGame;
import org.kaylescourseware.exercise.IndependentCheck;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.Prompt;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.GameTreeCache;
import org.kaylescourseware.game.Partitions;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.HeapSequence;
import org.kaylescourseware.misere.MisereEquivalence;
import org.kaylescourseware.misere.MisereTreeOutcomes;
import org.kaylescourseware.misere.nim.ReducedForm;
import org.kaylescourseware.misere.nim.ReductionDerivation;
import org.kaylescourseware.misere.nim.ReductionStep;
import org.kaylescourseware.rules.Nim;

/**
 * "Give the reduced form of a misère Nim position": Definition 5 of "Misère equivalence classes of
 * Nim positions" (INTEGERS 16, 2016) applied step by step by {@link ReducedForm#derive}. The answer is
 * checked by a route that knows nothing of the rules: the recursive test of Theorem 1 on the two game
 * trees ({@link MisereEquivalence}), and, for small positions, by playing out
 * {@code o⁻(G + X) = o⁻(R + X)} for every Nim position X up to a few tokens.
 */
public final class ReducedFormExercises implements ExerciseGenerator {

    private static final int ATTEMPTS = 40;
    /** Positions of at most this many tokens are also checked against every small X by play. */
    static final int PLAYED_OUT_TOTAL = 12;
    /** The largest X, in tokens, the play-out check adds. */
    static final int PLAYED_OUT_X = 4;

    /**
     * The pairs (position, reduced form) both routes have confirmed in this process: the same pair, drawn again for
     * another set, is not checked again (the recursive test on large trees was 6% of the test suite's time).
     */
    private static final Set<List<Position>> AGREED = ConcurrentHashMap.newKeySet();

    private final ImpartialGame nim = ImpartialGame.of("Nim", Nim.INSTANCE);
    private final GameTreeCache trees = new GameTreeCache();
    private final MisereTreeOutcomes outcomes = new MisereTreeOutcomes();
    private final MisereEquivalence equivalence = MisereEquivalence.impartialContext(outcomes);

    /** Spindler's Definition 5 and Theorems 5 and 6, and impartial equivalence, as the course names them. */
    private final String definition5;
    private final String theorem5;
    private final String theorem6;
    private final String equivalenceDefinition;

    /** The exercises, citing the course's results by the names {@code cited} gives them (Lesson 3's blocks). */
    public ReducedFormExercises(CitedResults cited) {
        this.definition5 = cited.name("mn-reduced-form") + ", Spindler's Definition 5";
        this.theorem5 = cited.name("mn-theorem-5") + ", Spindler's Theorem 5";
        this.theorem6 = cited.name("mn-theorem-6") + " (Spindler's Theorem 6)";
        this.equivalenceDefinition = cited.name("mn-equivalence");
    }

    @Override
    public List<String> cites() {
        return List.of(definition5, theorem5, theorem6, equivalenceDefinition);
    }

    @Override
    public ExerciseKind kind() {
        return ExerciseKind.MISERE_NIM_REDUCED_FORM;
    }

    @Override
    public Exercise generate(Draw draw) {
        // about one position in five is already reduced: recognising that is part of the skill
        boolean wantReduced = draw.random().nextInt(5) == 0;
        Position position = drawPosition(draw);
        for (int i = 0; i < ATTEMPTS && ReducedForm.isReduced(position) != wantReduced; i++) {
            position = drawPosition(draw);
        }
        ReductionDerivation derivation = ReducedForm.derive(position);
        check(position, derivation.reducedForm());
        String start = HeapSequence.of(position).toString();
        Prompt prompt = Prompt.about(nim, position, "Give the reduced form (" + definition5 + ") of the misère"
                + " Nim position "
                + start + ": the reduced position in its class under impartial equivalence (" + equivalenceDefinition + ").");
        String hint = "Apply the rules of the reduced form in order. Rule 1: while two or more heaps are odd, make the two smallest odd"
                + " heaps one smaller. Rule 2: if one odd heap is left and it is not a largest heap, make it one"
                + " smaller and a largest heap one larger. Rule 3: delete the empty heaps. Each step keeps the class"
                + " because " + MathText.math("n + 1 \\equiv n \\oplus 1") + " and " + MathText.math("1 + 1 \\equiv 0")
                + ".";
        return Exercise.of(draw, kind(), prompt, hint, solution(derivation),
                new ReducedFormAnswer(position, derivation.reducedForm()));
    }

    /** A Nim position with at least two heaps, of at most the difficulty's misère total. */
    private static Position drawPosition(Draw draw) {
        Difficulty d = draw.difficulty();
        Position position;
        int tries = 0;
        do {
            int count = draw.between(d.heapCount()) + 1;
            List<Integer> heaps = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                heaps.add(draw.between(d.heapInSum()));
            }
            position = new Position(heaps);
        } while (position.totalSize() > d.maxMisereTotal() || position.heaps().size() < 2
                || draw.redrawPrinted(RowNotation.HEAPS, position, tries++));
        return position;
    }

    private List<String> solution(ReductionDerivation derivation) {
        List<String> steps = new ArrayList<>();
        if (derivation.startIsReduced()) {
            return List.of("At most one heap of " + HeapSequence.of(derivation.start()) + " is odd, and if one is,"
                    + " it is a largest heap; no heap is empty. No rule applies: the position is its own reduced form,"
                    + " by " + theorem6 + " the only reduced position impartially equivalent to it.");
        }
        for (ReductionStep step : derivation.steps()) {
            steps.add("Rule " + step.rule().label() + ": " + step.before() + " → " + step.after() + ". "
                    + capitalized(step.reason().replace("(Spindler's Theorem 5)", "(" + theorem5 + ")")) + ".");
        }
        steps.add("No rule applies to " + HeapSequence.of(derivation.reducedForm()) + ": it is the reduced form,"
                + " and by " + theorem6 + " the only reduced position impartially equivalent to " + HeapSequence.of(derivation.start())
                + ".");
        return steps;
    }

    private static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** The independent routes: the recursive test of Theorem 1, and play against every small X. */
    private void check(Position position, Position reduced) {
        if (AGREED.contains(List.of(position, reduced))) {
            return;
        }
        IndependentCheck.agree(true, isReducedByDefinition(reduced), "whether " + reduced + " is reduced");
        GameTree g = trees.nimPosition(position);
        GameTree r = trees.nimPosition(reduced);
        IndependentCheck.agree(true, equivalence.equivalent(g, r),
                "whether " + position + " ≡ " + reduced + " by the recursive test");
        if (position.totalSize() <= PLAYED_OUT_TOTAL) {
            for (Position x : Partitions.upToTotalSize(PLAYED_OUT_X)) {
                GameTree tx = trees.nimPosition(x);
                IndependentCheck.agree(outcomes.outcomeOfSum(g, tx), outcomes.outcomeOfSum(r, tx),
                        "o⁻(" + position + " + " + x + ") against o⁻(" + reduced + " + " + x + ")");
            }
        }
        AGREED.add(List.of(position, reduced));
    }

    /** Definition 5's end state read directly: no empty heap, at most one odd heap, and then a largest one. */
    public static boolean isReducedByDefinition(Position position) {
        List<Integer> odd = position.heaps().stream().filter(h -> h % 2 == 1).toList();
        int largest = position.heaps().isEmpty() ? 0 : position.heaps().get(0);
        return odd.size() == 0 || (odd.size() == 1 && odd.get(0) == largest);
    }
}
