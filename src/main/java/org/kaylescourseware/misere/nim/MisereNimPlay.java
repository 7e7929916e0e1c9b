package org.kaylescourseware.misere.nim;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.GameTreeCache;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.misere.MisereAnalysis;
import org.kaylescourseware.misere.MisereTreeOutcomes;

/**
 * Misère Nim positions of one build, decided by playing their game trees out (a player who cannot
 * move wins), with no theory: the independent route that Bouton's rule
 * ({@link MisereNim}), stated on the page, is checked against at every build. It keeps the trees
 * it builds, so one instance serves one build's questions.
 */
public final class MisereNimPlay {

    /** The largest total a played position may have: its game tree is built in full. */
    public static final int MAX_TOKENS = 30;

    private final GameTreeCache cache = new GameTreeCache();
    private final MisereTreeOutcomes outcomes = new MisereTreeOutcomes();

    /** The misère outcome of a Nim position, P or N. */
    public OutcomeClass outcome(Position position) {
        return outcomes.outcome(tree(position));
    }

    /**
     * The outcome and every winning move: one per distinct heap size and size left, the largest
     * heap first and the smallest take first (the order {@code MisereNim.analyze} uses).
     */
    public MisereAnalysis analyze(Position position) {
        List<HeapMove> winning = new ArrayList<>();
        for (HeapMove move : moves(position)) {
            if (outcome(move.after()) == OutcomeClass.P) {
                winning.add(move);
            }
        }
        return new MisereAnalysis(position, outcome(position), winning);
    }

    /** Every move of a Nim position, one per distinct heap size and size left, in that order. */
    public static List<HeapMove> moves(Position position) {
        List<HeapMove> moves = new ArrayList<>();
        List<Integer> heaps = position.heaps();
        for (int i = 0; i < heaps.size(); i++) {
            if (i > 0 && heaps.get(i).equals(heaps.get(i - 1))) {
                continue;
            }
            int heap = heaps.get(i);
            for (int left = heap - 1; left >= 0; left--) {
                List<Integer> leaves = left == 0 ? List.of() : List.of(left);
                moves.add(new HeapMove(heap, heap - left, leaves, position.replace(i, leaves)));
            }
        }
        return moves;
    }

    private GameTree tree(Position position) {
        return cache.nimPosition(position);
    }
}
