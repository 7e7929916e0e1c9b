package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Draw;
import org.kaylescourseware.exercise.ImpartialGame;
import org.kaylescourseware.exercise.IndependentCheck;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.misere.nim.MisereNim;
import org.kaylescourseware.misere.quotient.MisereQuotient;
import org.kaylescourseware.misere.quotient.MisereQuotientSolver;
import org.kaylescourseware.rules.Nim;

/**
 * The positions a misère exercise may ask about: those whose misère answer normal play cannot give
 * (issue 29). Either the two outcomes differ, or both are N and no normal-play winning move wins in
 * misère play, so that a student who plays by the nim-sum gives a wrong move. Every such position
 * within a difficulty's misère ranges is listed, by the game-tree search of {@link IndependentCheck},
 * and exercises draw from the list: random sums hit them too rarely (a few in a hundred in Kayles).
 * The ranges: heaps of 1 up to the largest heap of a sum, from one heap to three more than the most a misère
 * sum has, at most the difficulty's misère total.
 * <p>
 * A game other than Nim asks its misère quotient besides (seventh referee, point 1): a position is listed only when
 * Bouton's misère rule for Nim, applied to its rows' nim-values as if each row were a Nim heap of its value, gives the
 * wrong misère outcome ({@link #boutonFails}); otherwise the nim-values answer it and the quotient is not needed. Such
 * positions are grouped by their element of the misère quotient, and a draw takes a class, then one of its positions:
 * their answers know the element ({@link ClassAnswer}), and a set redraws an exercise on a class it asked (K3 with
 * two and with four K1 beside it). Nim's positions are classes of one.
 */
final class MisereOnlyPositions {

    /** The rows the quotient covers: past every row an exercise draws (K9 and K12 are told apart by K25 + K1). */
    static final int QUOTIENT_HEAPS = 40;
    /** The most elements of a quotient computed for the exercises: Kayles' has far fewer, Dawson's Kayles' far more. */
    static final int QUOTIENT_ORDER = 1_000;

    private final ImpartialGame game;
    private final IndependentCheck check;
    private final RowNotation rows;
    private final Map<Difficulty, List<List<Position>>> listed = new EnumMap<>(Difficulty.class);
    private MisereQuotient quotient;
    private boolean tooLarge;

    /**
     * An answer about a position of a game with a misère quotient, which knows the position's element: a set asks each
     * element once (seventh referee, point 1: K3 with two and with four K1 beside it asked one question twice).
     */
    interface ClassAnswer extends Answer {

        /** No element: the exercise does not use a quotient (misère Nim). */
        int NO_CLASS = -1;

        /** The element of the position in the game's misère quotient, or {@link #NO_CLASS}. */
        int misereClass();

        @Override
        default boolean asksAsMuchAs(Answer other) {
            return misereClass() != NO_CLASS && other instanceof ClassAnswer o && o.misereClass() == misereClass();
        }
    }

    /** The positions of {@code game}, written as its exercises write them (to know those their page prints). */
    MisereOnlyPositions(ImpartialGame game, IndependentCheck check) {
        this.game = game;
        this.check = check;
        this.rows = game.rows();
    }

    /** Whether the game is Nim, whose misère positions Bouton's rule answers without a quotient. */
    boolean nim() {
        return game.rule() == Nim.INSTANCE;
    }

    /**
     * The game's misère quotient of the rows 1..{@value #QUOTIENT_HEAPS}, computed once, on first use.
     *
     * @throws MisereQuotientSolver.TooManyElements when it has more than {@value #QUOTIENT_ORDER} elements
     */
    synchronized MisereQuotient quotient() {
        if (quotient == null) {
            quotient = MisereQuotientSolver.misereQuotientOfAllHeaps(game.rule(), QUOTIENT_HEAPS, QUOTIENT_ORDER);
        }
        return quotient;
    }

    /** Whether the game's positions are grouped by a quotient: not in Nim, nor in a game whose quotient is too large. */
    private synchronized boolean grouped() {
        if (nim() || tooLarge) {
            return false;
        }
        try {
            quotient();
            return true;
        } catch (MisereQuotientSolver.TooManyElements e) {
            tooLarge = true;
            return false;
        }
    }

    /** The element of {@code position} in the game's misère quotient; none in Nim, or where the quotient is too large. */
    int classOf(Position position) {
        return grouped() ? quotient().element(position) : ClassAnswer.NO_CLASS;
    }

    /**
     * Whether Bouton's misère rule, applied to the rows' nim-values ({@code values}) as Nim heaps, gives another misère
     * outcome than the game-tree search: K5 + K4 + K1 + K1 has the values 4, 1, 1, 1 (a Nim N-position) and is a
     * misère P-position.
     */
    static boolean boutonFails(IndependentCheck check, GrundySequence values, Position position) {
        Position heaps = new Position(position.heaps().stream().map(values::value).toList());
        return MisereNim.outcome(heaps) != check.misereOutcome(position);
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

    /**
     * Every position of the difficulty's misère ranges that has a move and needs misère play (and the quotient, in a game
     * other than Nim), in classes of one quotient element, each in order of fewest pins, then fewest rows.
     */
    synchronized List<List<Position>> classes(Difficulty difficulty) {
        return listed.computeIfAbsent(difficulty, this::group);
    }

    /**
     * A position of one class that the draw's page does not print, from a class with the misère outcome
     * {@code wanted} when some have it and {@code wanted} is not null; a class the page prints whole only when it prints
     * them all.
     */
    Position draw(Draw draw, OutcomeClass wanted) {
        List<List<Position>> unprinted = classes(draw.difficulty()).stream()
                .map(c -> c.stream().filter(p -> !draw.printed().prints(rows, p)).toList()).filter(c -> !c.isEmpty()).toList();
        List<List<Position>> classes = !unprinted.isEmpty() ? unprinted : grouped() ? wider(draw) : classes(draw.difficulty());
        List<List<Position>> outcome = wanted == null ? classes
                : classes.stream().filter(c -> check.misereOutcome(c.get(0)) == wanted).toList();
        List<List<Position>> from = outcome.isEmpty() ? classes : outcome;
        List<Position> members = from.get(draw.random().nextInt(from.size()));
        return members.get(draw.random().nextInt(members.size()));
    }

    /**
     * Where the page prints every position that needs the quotient (Lesson 4's tables reach 14 pins, the easy level's
     * most), those that need misère play and its page does not print, in classes of one; all of them when it prints those
     * too.
     */
    private List<List<Position>> wider(Draw draw) {
        List<List<Position>> all = list(draw.difficulty(), false).stream().map(List::of).toList();
        List<List<Position>> unprinted = all.stream().filter(c -> !draw.printed().prints(rows, c.get(0))).toList();
        return unprinted.isEmpty() ? classes(draw.difficulty()) : unprinted;
    }

    private List<List<Position>> group(Difficulty d) {
        if (!grouped()) {
            return list(d, false).stream().map(List::of).toList();
        }
        List<Position> found = new ArrayList<>(list(d, true));
        found.sort(Comparator.comparingInt(Position::totalSize).thenComparingInt(p -> p.heaps().size()));
        Map<Integer, List<Position>> byElement = new LinkedHashMap<>();
        for (Position p : found) {
            byElement.computeIfAbsent(quotient().element(p), e -> new ArrayList<>()).add(p);
        }
        return byElement.values().stream().map(List::copyOf).toList();
    }

    private List<Position> list(Difficulty d, boolean quotient) {
        int fewest = 1;
        int most = d.misereHeapCount().max() + 3;
        List<Position> found = new ArrayList<>();
        sums(new ArrayList<>(), d.heapInSum().max(), d.maxMisereTotal(), fewest, most, candidate -> {
            if (!check.options(candidate).isEmpty() && needsMiserePlay(check, candidate)
                    && (!quotient || boutonFails(check, game.values(), candidate))) {
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
