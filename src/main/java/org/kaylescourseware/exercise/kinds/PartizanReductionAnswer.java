package org.kaylescourseware.exercise.kinds;

import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.StripNotation;
import org.kaylescourseware.partizan.modular.ReducedSum;

/** A partizan Kayles position reduced modulo K to single squares and dominoes: k·S1 + j·S2. */
public record PartizanReductionAnswer(Position position, ReducedSum reduction) implements Answer {
    @Override
    public String shown() {
        return StripNotation.of(position) + " ≡ " + reduction + " (mod K)";
    }
}
