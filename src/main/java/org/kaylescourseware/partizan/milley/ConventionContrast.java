package org.kaylescourseware.partizan.milley;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.partizan.StripOutcomeSearch;

/**
 * Normal play beside misère play: the outcome of each single strip S_n under both conventions, and
 * how many positions of each outcome class there are up to a total size under each.
 */
public record ConventionContrast(List<Row> strips, int maxTotal, Map<OutcomeClass, Integer> normalCounts,
        Map<OutcomeClass, Integer> misereCounts) {

    /** S_n under normal and misère play. */
    public record Row(int n, OutcomeClass normal, OutcomeClass misere) {
    }

    public ConventionContrast {
        strips = List.copyOf(strips);
        normalCounts = Map.copyOf(normalCounts);
        misereCounts = Map.copyOf(misereCounts);
    }

    public static ConventionContrast compute(StripOutcomeSearch normal, StripOutcomeSearch misere, int maxN,
            int maxTotal) {
        if (normal.play() != PlayConvention.NORMAL || misere.play() != PlayConvention.MISERE) {
            throw new IllegalArgumentException("give a normal-play search, then a misère-play search");
        }
        List<Row> rows = new ArrayList<>();
        for (int n = 0; n <= maxN; n++) {
            rows.add(new Row(n, normal.outcome(Position.of(n)), misere.outcome(Position.of(n))));
        }
        return new ConventionContrast(rows, maxTotal, counts(normal, maxTotal), counts(misere, maxTotal));
    }

    private static Map<OutcomeClass, Integer> counts(StripOutcomeSearch search, int maxTotal) {
        Map<OutcomeClass, Integer> counts = new EnumMap<>(OutcomeClass.class);
        for (OutcomeClass c : OutcomeClass.values()) {
            counts.put(c, 0);
        }
        KaylesUniverse.forEachUpTo(maxTotal, p -> counts.merge(search.outcome(p), 1, Integer::sum));
        return counts;
    }
}
