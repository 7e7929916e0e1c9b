package org.kaylescourseware.impartial;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.rules.HeapOption;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * A second route to the nim-values, with no Sprague–Grundy arithmetic: a plain normal-play game-tree
 * search (memoized on positions) decides every two-heap position a + b with a ≤ b ≤ checkTo. By the
 * Sprague–Grundy theorem a + b is a P-position exactly when g(a) = g(b); every pair where the
 * search and the values disagree is listed.
 *
 * @param checkTo        the largest heap size checked
 * @param pairs          how many positions a + b were decided
 * @param disagreements  the positions whose searched outcome contradicts the values, e.g. {@code 5+3}
 */
public record TwoHeapCheck(int checkTo, int pairs, List<String> disagreements) {

    public TwoHeapCheck {
        disagreements = List.copyOf(disagreements);
    }

    public boolean agrees() {
        return disagreements.isEmpty();
    }

    /**
     * The first thing that keeps this from being the check {@link #of} gives up to {@code checkTo}, read from elsewhere (a
     * solver cache's entry), in words; empty when none. A disagreement is never taken from elsewhere: only a wrong
     * solver makes one, and only running the search again shows which.
     */
    public Optional<String> firstProblemAsCheckTo(int checkTo) {
        long positions = (checkTo + 1L) * (checkTo + 2L) / 2;
        if (this.checkTo != checkTo || pairs != positions) {
            return Optional.of("it decides " + pairs + " positions a + b with b up to " + this.checkTo + ", not the " + positions
                    + " with b up to " + checkTo);
        }
        if (!disagreements.isEmpty()) {
            return Optional.of("it lists disagreements (" + String.join(", ", disagreements) + "), which the search decides again");
        }
        return Optional.empty();
    }

    /** Checks g(0..checkTo) of {@code sequence}; {@code checkTo} must not exceed {@code sequence.to()}. */
    public static TwoHeapCheck of(GrundySequence sequence, int checkTo) {
        if (checkTo < 0 || checkTo > sequence.to()) {
            throw new IllegalArgumentException("checkTo must be in 0.." + sequence.to() + ", got " + checkTo);
        }
        Search search = new Search(sequence.rule());
        List<String> disagreements = new ArrayList<>();
        int pairs = 0;
        for (int b = 0; b <= checkTo; b++) {
            for (int a = 0; a <= b; a++) {
                pairs++;
                boolean previousPlayerWins = !search.moverWins(Position.of(b, a));
                if (previousPlayerWins != (sequence.value(a) == sequence.value(b))) {
                    disagreements.add(Position.of(b, a).toString());
                }
            }
        }
        return new TwoHeapCheck(checkTo, pairs, disagreements);
    }

    /** Normal play: the player to move wins exactly when some move leads to a position the opponent loses. */
    private static final class Search {
        private final ImpartialRule rule;
        private final Map<Position, Boolean> moverWins = new HashMap<>();

        Search(ImpartialRule rule) {
            this.rule = rule;
        }

        boolean moverWins(Position position) {
            Boolean known = moverWins.get(position);
            if (known != null) {
                return known;
            }
            boolean wins = false;
            List<Integer> heaps = position.heaps();
            for (int i = 0; i < heaps.size() && !wins; i++) {
                if (i > 0 && heaps.get(i).equals(heaps.get(i - 1))) {
                    continue; // equal heaps have the same moves
                }
                for (HeapOption option : rule.options(heaps.get(i))) {
                    if (!moverWins(position.replace(i, option.leaves()))) {
                        wins = true;
                        break;
                    }
                }
            }
            moverWins.put(position, wins);
            return wins;
        }
    }
}
