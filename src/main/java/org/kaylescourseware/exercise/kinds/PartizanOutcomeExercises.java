package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.CitedResults;
import org.kaylescourseware.exercise.Draw;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseGenerator;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.IndependentCheck;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.Notation;
import org.kaylescourseware.exercise.Prompt;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.partizan.milley.MilleyFormulas;

/**
 * "Who wins misère partizan Kayles?": the outcome class of a sum of strips, by Theorem 3 of Milley
 * (2015), read off x and y, the numbers of strips of length 1 and 2 mod 3. The theorem answers
 * ({@link MilleyFormulas}); a search of the game tree that knows nothing of it checks the answer.
 */
public final class PartizanOutcomeExercises implements ExerciseGenerator {

    /** What partizan Kayles is, for a page or worksheet read away from the lesson. */
    static final String RULES = "Left places a square on an empty cell of a strip, Right a domino on two adjacent empty"
            + " cells; in misère play the player who cannot move wins.";
    /** The most cells a drawn position has: the search's reach. */
    public static final int MAX_CELLS = 30;
    /** How many sums a draw tries for the outcome it wants (a P-position: else S_2 and a strip of length 0 mod 3). */
    private static final int P_ATTEMPTS = 200;
    private static final List<OutcomeClass> CLASSES = List.of(OutcomeClass.L, OutcomeClass.R, OutcomeClass.N,
            OutcomeClass.P);

    /** The misère outcome class of a position, with the counts Theorem 3 reads. */
    public record PartizanOutcomeAnswer(Position position, int x, int y, OutcomeClass outcome) implements Answer {
        @Override
        public String shown() {
            return MathText.math("x = " + x + ", y = " + y) + ": " + Notation.outcome(outcome, true) + " ("
                    + outcome.meaning() + ")";
        }

        @Override
        public List<AnswerField> fields() {
            return List.of(AnswerField.outcome("outcome", "Outcome under misère play", CLASSES, true, outcome));
        }
    }

    private final StripOutcomeSearch search = new StripOutcomeSearch(PlayConvention.MISERE, MAX_CELLS);
    /** Milley's Theorem 3 as the course cites it, "Theorem 5.24 (Milley's Theorem 3)". */
    private final String theorem3;

    /** The exercises, citing the course's results by the names {@code cited} gives them. */
    public PartizanOutcomeExercises(CitedResults cited) {
        this.theorem3 = cited.name(THEOREM_3) + " (Milley's Theorem 3)";
    }

    /** The block of Lesson 5 that states Milley's Theorem 3, the outcome by x and y. */
    static final String THEOREM_3 = "pk-theorem-3";

    @Override
    public List<String> cites() {
        return List.of(theorem3);
    }

    @Override
    public ExerciseKind kind() {
        return ExerciseKind.PARTIZAN_OUTCOME;
    }

    /** A sum of strips in LaTeX, without delimiters: {@code S_{10} + S_{3}}. */
    static String strips(Position position) {
        return RowNotation.STRIPS.tex(position);
    }

    /** A prompt about a position of misère partizan Kayles. */
    static Prompt prompt(Position position, String shownPosition, String question) {
        return new Prompt("Partizan Kayles", "misère, Left squares, Right dominoes", RULES, RowNotation.STRIPS, position, shownPosition,
                List.of(), MathText.of(question));
    }

    @Override
    public Exercise generate(Draw draw) {
        Position position = drawPosition(draw);
        // the second exercise of a pair is a position the player to move loses, the first one she wins or one player
        // wins whoever starts (issue 29: no exercise was ever in P⁻): x < y and x + 2y ≡ 2 (mod 3) by Theorem 3; if
        // no draw finds one, S_2 with a strip of length 0 mod 3 is one
        boolean wantP = draw.secondOfAPair();
        for (int i = 0; i < P_ATTEMPTS && (theorem3(position) == OutcomeClass.P) != wantP; i++) {
            position = drawPosition(draw);
        }
        if (wantP && theorem3(position) != OutcomeClass.P) {
            position = new Position(List.of(2, 3 * draw.random().nextInt(1, 4)));
        }
        int x = MilleyFormulas.residueCount(position, 1);
        int y = MilleyFormulas.residueCount(position, 2);
        OutcomeClass outcome = MilleyFormulas.theorem3Outcome(x, y);
        IndependentCheck.agree(outcome, search.outcome(position), "the misère outcome of " + position);
        String strips = MathText.math(strips(position));
        Prompt prompt = prompt(position, strips, "In misère partizan Kayles, which outcome class is " + strips + " in: "
                + "Left wins, Right wins, the player to move wins, or the player to move loses?");
        String hint = "Strips of length divisible by 3 do not matter. Count " + MathText.math("x")
                + ", the strips of length 1 mod 3, and " + MathText.math("y") + ", those of length 2 mod 3, then"
                + " apply " + theorem3 + ".";
        return Exercise.of(draw, kind(), prompt, hint, solution(position, x, y, outcome),
                new PartizanOutcomeAnswer(position, x, y, outcome));
    }

    private static OutcomeClass theorem3(Position position) {
        return MilleyFormulas.theorem3Outcome(MilleyFormulas.residueCount(position, 1), MilleyFormulas.residueCount(position, 2));
    }

    /** One more strip than the difficulty's reduction exercises, within {@link #MAX_CELLS}. */
    static Position drawPosition(Draw draw) {
        Position position;
        int tries = 0;
        do {
            int count = draw.between(draw.difficulty().stripCount()) + 1;
            List<Integer> strips = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                strips.add(draw.random().nextInt(1, draw.difficulty().longestStrip() + 1));
            }
            position = new Position(strips);
        } while (position.totalSize() > MAX_CELLS || draw.redrawPrinted(RowNotation.STRIPS, position, tries++));
        return position;
    }

    private List<String> solution(Position position, int x, int y, OutcomeClass outcome) {
        List<String> steps = new ArrayList<>();
        List<String> residues = position.heaps().stream().map(n -> MathText.math(n + " \\equiv " + n % 3
                + " \\pmod 3")).toList();
        steps.add("The lengths mod 3: " + String.join(", ", residues) + ". So " + MathText.math("x = " + x)
                + " strips of length 1 mod 3 and " + MathText.math("y = " + y) + " of length 2 mod 3.");
        String rule;
        if (x == y) {
            rule = MathText.math("x = y") + ", so the position is in " + Notation.outcome(OutcomeClass.N, true);
        } else if (x > y) {
            rule = MathText.math("x > y") + ", so the position is in " + Notation.outcome(OutcomeClass.R, true);
        } else {
            int r = (x + 2 * y) % 3;
            rule = MathText.math("x < y") + " and " + MathText.math("x + 2y = " + (x + 2 * y) + " \\equiv " + r
                    + " \\pmod 3") + ", so the position is in " + Notation.outcome(outcome, true);
        }
        steps.add("By " + theorem3 + ": " + rule + ": " + outcome.meaning() + ".");
        return steps;
    }
}
