package org.kaylescourseware.partizan.milley;

import java.util.Optional;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.partizan.StripCounts;
import org.kaylescourseware.partizan.StripOutcomeSearch;

/**
 * Theorem 3 against the search over every position of total size at most {@code maxTotal}: how many
 * positions there are, how many agree, and the first that does not.
 */
public record Theorem3Agreement(int maxTotal, int positions, int agreeing, Optional<Position> firstDisagreement) {

    public boolean allAgree() {
        return positions == agreeing;
    }

    /** Walks every position as strip counts (no allocation per position) and compares. */
    public static Theorem3Agreement check(StripOutcomeSearch search, int maxTotal) {
        search.requireWithinBound(Position.of(maxTotal));
        int[] tally = new int[2];
        Position[] first = new Position[1];
        KaylesUniverse.forEachUpTo(maxTotal, counts -> {
            tally[0]++;
            int x = 0;
            int y = 0;
            for (int n = 1; n < counts.length; n++) {
                if (n % 3 == 1) {
                    x += counts[n];
                } else if (n % 3 == 2) {
                    y += counts[n];
                }
            }
            OutcomeClass found = search.outcome(counts);
            if (found == MilleyFormulas.theorem3Outcome(x, y)) {
                tally[1]++;
            } else if (first[0] == null) {
                first[0] = StripCounts.toPosition(counts);
            }
        });
        return new Theorem3Agreement(maxTotal, tally[0], tally[1], Optional.ofNullable(first[0]));
    }
}
