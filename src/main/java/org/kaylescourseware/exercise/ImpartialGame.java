package org.kaylescourseware.exercise;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * The impartial game a lesson's exercises are about, with its nim-values computed once by the
 * solver up to {@link #VALUES_TO}: the explicit cache every generator of the lesson shares.
 */
public record ImpartialGame(String name, ImpartialRule rule, GrundySequence values) {

    /** The largest heap any exercise asks about, with room to spare. */
    public static final int VALUES_TO = 64;
    private static final int DRAWS_FOR_A_MOVE = 50;

    public ImpartialGame {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(values, "values");
    }

    /** The game called {@code name} played by {@code rule}, with g(0..{@value #VALUES_TO}). */
    public static ImpartialGame of(String name, ImpartialRule rule) {
        return new ImpartialGame(name, rule, GrundySequence.compute(rule, VALUES_TO));
    }

    /** How the game's positions are written: {@code K_{5} + K_{2}} in Kayles, {@code 5 + 2} in Nim. */
    public RowNotation rows() {
        return RowNotation.of(rule);
    }

    /** A sum of heaps drawn at the draw's difficulty, with at least one move (when a few draws find one). */
    public Position drawSum(Draw draw) {
        return drawSum(draw, draw.difficulty().heapCount(), draw.difficulty().heapInSum());
    }

    /** A sum of {@code count} heaps of sizes in {@code sizes}, with a move (when a few draws find one), not printed by the page. */
    public Position drawSum(Draw draw, Difficulty.Range count, Difficulty.Range sizes) {
        Position position;
        int tries = 0;
        do {
            position = anySum(draw, count, sizes);
            for (int i = 0; i < DRAWS_FOR_A_MOVE && !hasMove(position); i++) {
                position = anySum(draw, count, sizes);
            }
        } while (draw.redrawPrinted(rows(), position, tries++));
        return position;
    }

    private boolean hasMove(Position position) {
        return position.heaps().stream().anyMatch(heap -> !rule.options(heap).isEmpty());
    }

    private static Position anySum(Draw draw, Difficulty.Range count, Difficulty.Range sizes) {
        int heaps = draw.between(count);
        List<Integer> sum = new ArrayList<>();
        for (int i = 0; i < heaps; i++) {
            sum.add(draw.between(sizes));
        }
        return new Position(sum);
    }
}
