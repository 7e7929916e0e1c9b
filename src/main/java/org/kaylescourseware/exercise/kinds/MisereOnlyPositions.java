package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Draw;
import org.kaylescourseware.exercise.IndependentCheck;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;

/**
 * The positions a misère exercise may ask about: those whose misère answer normal play cannot give
 * (issue 29). Either the two outcomes differ, or both are N and no normal-play winning move wins in
 * misère play, so that a student who plays by the nim-sum gives a wrong move. Every such position
 * within a difficulty's misère ranges is listed, by the game-tree search of {@link IndependentCheck},
 * and exercises draw from the list: random sums hit them too rarely (a few in a hundred in Kayles).
 * The ranges: heaps of 1 up to the largest heap of a sum, from one heap to three more than the most a misère
 * sum has, at most the difficulty's misère total.
 */
final class MisereOnlyPositions {

    private final IndependentCheck check;
    private final RowNotation rows;
    private final Map<Difficulty, List<Position>> listed = new EnumMap<>(Difficulty.class);

    /** @param rows how the exercises write the positions, to know those their page prints */
    MisereOnlyPositions(IndependentCheck check, RowNotation rows) {
        this.check = check;
        this.rows = rows;
    }

    /**
     * Whether the misère question about {@code position} (its outcome and a winning move) has no answer in
     * common with normal play: the outcomes differ, or both are N and the two sets of winning moves are
     * disjoint. Both come from the game-tree search.
     */
    static boolean needsMiserePlay(IndependentCheck check, Position position) {
        OutcomeClass misere = check.misereOutcome(position);
        if (misere != check.normalOutcome(position)) {
            return true;
        }
        if (misere == OutcomeClass.P) {
            return false;
        }
        for (Position after : check.options(position)) {
            if (check.misereOutcome(after) == OutcomeClass.P && check.normalOutcome(after) == OutcomeClass.P) {
                return false;
            }
        }
        return true;
    }

    /** Every position of the difficulty's misère ranges that has a move and needs misère play, in a fixed order. */
    List<Position> all(Difficulty difficulty) {
        return listed.computeIfAbsent(difficulty, this::list);
    }

    /**
     * One of them that the draw's page does not print, with the misère outcome {@code wanted} when some have it and
     * {@code wanted} is not null; one the page prints only when it prints them all.
     */
    Position draw(Draw draw, OutcomeClass wanted) {
        List<Position> unprinted = all(draw.difficulty()).stream().filter(p -> !draw.printed().prints(rows, p)).toList();
        List<Position> positions = unprinted.isEmpty() ? all(draw.difficulty()) : unprinted;
        List<Position> outcome = wanted == null ? positions
                : positions.stream().filter(p -> check.misereOutcome(p) == wanted).toList();
        List<Position> from = outcome.isEmpty() ? positions : outcome;
        return from.get(draw.random().nextInt(from.size()));
    }

    private List<Position> list(Difficulty d) {
        int fewest = 1;
        int most = d.misereHeapCount().max() + 3;
        List<Position> found = new ArrayList<>();
        sums(new ArrayList<>(), d.heapInSum().max(), d.maxMisereTotal(), fewest, most, candidate -> {
            if (!check.options(candidate).isEmpty() && needsMiserePlay(check, candidate)) {
                found.add(candidate);
            }
        });
        if (found.isEmpty()) {
            throw new IllegalStateException("no position of " + d.description() + " needs misère play");
        }
        return List.copyOf(found);
    }

    /** Every sum of non-increasing heaps of at most {@code largest}, total at most {@code room}, fewest..most heaps. */
    private static void sums(List<Integer> heaps, int largest, int room, int fewest, int most,
            Consumer<Position> each) {
        if (heaps.size() >= fewest) {
            each.accept(new Position(heaps));
        }
        if (heaps.size() == most) {
            return;
        }
        for (int h = Math.min(largest, room); h >= 1; h--) {
            heaps.add(h);
            sums(heaps, h, room - h, fewest, most, each);
            heaps.remove(heaps.size() - 1);
        }
    }
}
