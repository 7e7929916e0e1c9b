package org.kaylescourseware.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.impartial.SumAnalysis;
import org.kaylescourseware.impartial.WinningMove;
import org.kaylescourseware.misere.MisereAnalysis;
import org.kaylescourseware.site.games.GameReference;

/** The text output of {@code outcome}: the verdict, the nim-sum arithmetic, every winning move explained. */
final class OutcomeText {

    private OutcomeText() {
    }

    static void normalPlay(PrintWriter out, GameReference game, GrundySequence sequence, SumAnalysis analysis) {
        Position position = analysis.position();
        out.printf("%s, normal play, position %s%n", capitalized(game.title()), position);
        out.println(nimSumLine(game, analysis));
        out.printf("Outcome: %s (%s): the nim-sum is %s.%n", analysis.outcome(), analysis.outcome().meaning(),
                analysis.nimSum() == 0 ? "0, so every move leaves a non-zero nim-sum" : analysis.nimSum() + ", not 0");
        List<WinningMove> moves = analysis.winningMoves();
        if (moves.isEmpty()) {
            out.println("No winning move.");
            return;
        }
        out.printf("Winning moves (%d), each to a position of nim-sum 0:%n", moves.size());
        for (WinningMove move : moves) {
            out.println("  " + explain(game, sequence, move));
        }
    }

    /** For example {@code G(5) ⊕ G(4) ⊕ G(1) = 4 ⊕ 1 ⊕ 1 = 4}. */
    static String nimSumLine(GameReference game, SumAnalysis analysis) {
        List<Integer> heaps = analysis.position().heaps();
        if (heaps.isEmpty()) {
            return "The empty position: nim-sum 0.";
        }
        List<String> symbols = new ArrayList<>();
        for (int heap : heaps) {
            symbols.add(value(heap));
        }
        return String.join(" ⊕ ", symbols) + " = " + analysis.heapValues().stream().map(String::valueOf)
                .collect(Collectors.joining(" ⊕ ")) + " = " + analysis.nimSum();
    }

    /**
     * For example: from heap 5 remove 1, leaving 2+2 (position 4+2+2+1): G(5) = 4 becomes
     * G(2) ⊕ G(2) = 2 ⊕ 2 = 0, which is 4 ⊕ 4 (the heap's value ⊕ the nim-sum), so the nim-sum becomes 0.
     */
    static String explain(GameReference game, GrundySequence sequence, WinningMove winning) {
        HeapMove move = winning.move();
        List<Integer> leaves = move.leaves();
        String left;
        if (leaves.isEmpty()) {
            left = "nothing, worth 0";
        } else {
            left = leaves.stream().map(OutcomeText::value).collect(Collectors.joining(" ⊕ "));
            if (leaves.size() > 1) {
                left += " = " + leaves.stream().map(h -> String.valueOf(sequence.value(h)))
                        .collect(Collectors.joining(" ⊕ "));
            }
            left += " = " + winning.leavesValue();
        }
        return String.format("from heap %d remove %d, leaving %s (position %s): %s = %d becomes %s, which is"
                        + " %d ⊕ %d (the heap's value ⊕ the nim-sum), so the nim-sum becomes 0",
                move.heap(), move.remove(), leaves.isEmpty() ? "nothing" : joined(leaves), move.after(),
                value(move.heap()), winning.heapValue(), left, winning.heapValue(), winning.nimSumBefore());
    }

    /** The value of a single heap, written as the course writes it for every game: G(5), never K5 (a position). */
    private static String value(int heap) {
        return "G(" + heap + ")";
    }

    private static String joined(List<Integer> heaps) {
        return heaps.stream().map(String::valueOf).collect(Collectors.joining("+"));
    }

    /** {@code how}: how the outcome was found, e.g. "found by searching the game tree". */
    static void misere(PrintWriter out, GameReference game, MisereAnalysis analysis, String how) {
        out.printf("%s, misere play (whoever moves last loses), position %s%n", capitalized(game.title()),
                analysis.position());
        out.printf("Outcome: %s (%s), %s.%n", analysis.outcome(), analysis.outcome().meaning(), how);
        if (analysis.winningMoves().isEmpty()) {
            out.println("No winning move.");
            return;
        }
        out.printf("Winning moves (%d), each to a misere P-position:%n", analysis.winningMoves().size());
        for (HeapMove move : analysis.winningMoves()) {
            String leaves = move.leaves().isEmpty() ? "nothing" : joined(move.leaves());
            out.printf("  from heap %d remove %d, leaving %s (position %s)%n", move.heap(), move.remove(), leaves,
                    move.after());
        }
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
