package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.MoveText;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.exercise.Notation;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.MisereAnalysis;

/**
 * Bouton's misère rule for Nim (Bouton 1902; Winning Ways ch. 13) as a hint and as the steps of a
 * solution: with a heap of 2 or more the misère P-positions are those of nim-sum 0; with every heap
 * at most 1, those with an odd number of 1s.
 */
final class BoutonSteps {

    static final String RULE = "Misère play, by Bouton's rule: if some heap has 2 or more tokens, the position is a"
            + " misère P-position exactly when its nim-sum is 0, so play as in normal Nim, except that a move that"
            + " would leave only heaps of 0 and 1 must leave an odd number of 1s; if every heap has at most 1 token,"
            + " it is a misère P-position exactly when the number of 1s is odd.";

    private BoutonSteps() {
    }

    static List<String> of(MisereAnalysis misere) {
        Position position = misere.position();
        List<String> steps = new ArrayList<>();
        long big = position.heaps().stream().filter(h -> h >= 2).count();
        long ones = position.heaps().stream().filter(h -> h == 1).count();
        String outcome = Notation.outcome(misere.outcome(), true);
        if (big == 0) {
            steps.add("Misère play: every heap has at most 1 token, and there " + (ones == 1 ? "is 1 one" : "are "
                    + ones + " ones") + ", an " + (ones % 2 == 1 ? "odd" : "even") + " number: " + outcome + ".");
        } else {
            int nimSum = position.heaps().stream().reduce(0, (a, b) -> a ^ b);
            steps.add("Misère play: " + (big == 1 ? "one heap has" : big + " heaps have") + " 2 or more tokens, so"
                    + " Bouton's rule looks at the nim-sum, " + MathText.math(Notation.nimSumTex(position.heaps())
                    + " = " + nimSum) + ": " + outcome + ".");
            if (big == 1) {
                steps.add("With a single heap of 2 or more, the player to move cuts it to 0 or 1, whichever leaves an"
                        + " odd number of 1s.");
            }
        }
        if (misere.outcome() == OutcomeClass.N && !misere.winningMoves().isEmpty()) {
            steps.add("A misère winning move: " + MoveText.of(misere.winningMoves().get(0), RowNotation.HEAPS) + "; "
                    + (misere.winningMoves().size() == 1 ? "it is the only one." : "there are "
                    + misere.winningMoves().size() + " in all."));
        } else if (misere.outcome() == OutcomeClass.P) {
            steps.add("Every move leaves a misère N-position, from which the rule wins: there is no winning move.");
        }
        return steps;
    }
}
