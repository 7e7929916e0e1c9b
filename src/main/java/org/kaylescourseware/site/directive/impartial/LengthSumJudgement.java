package org.kaylescourseware.site.directive.impartial;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.misere.PositionEnumeration;

/**
 * Every position of 1 to {@code to} tokens judged two ways: by the nim-sum of its rows' lengths, as if each row were a Nim
 * heap of its length, and by the nim-sum of their values, which decides (the Sprague–Grundy theorem). {@code misjudged} are
 * the positions on which the two disagree about being 0; both lists by number of tokens, then as written.
 *
 * @param to         the most tokens of a position judged
 * @param positions  every nonempty position of at most {@code to} tokens
 * @param misjudged  those the lengths misjudge
 */
public record LengthSumJudgement(int to, List<Position> positions, List<Position> misjudged) {

    /** The largest total size judged: p(1) + … + p(30) positions, about 28,000. */
    public static final int MAX_TO = 30;

    public LengthSumJudgement {
        positions = List.copyOf(positions);
        misjudged = List.copyOf(misjudged);
    }

    /** Every position of 1 to {@code to} tokens with the values g(0..to) of {@code values}. */
    public static LengthSumJudgement of(GrundySequence values, int to) {
        List<Position> positions = new ArrayList<>(PositionEnumeration.upToTotalSize(to, to));
        positions.removeIf(Position::isEmpty);
        positions.sort(Comparator.comparingInt(Position::totalSize).thenComparing(Position::toString));
        List<Position> misjudged = positions.stream().filter(p -> (nimSum(p, null) == 0) != (nimSum(p, values) == 0)).toList();
        return new LengthSumJudgement(to, positions, misjudged);
    }

    /** The nim-sum of the heap sizes ({@code values} null) or of their values. */
    public static int nimSum(Position position, GrundySequence values) {
        int sum = 0;
        for (int heap : position.heaps()) {
            sum ^= values == null ? heap : values.value(heap);
        }
        return sum;
    }
}
