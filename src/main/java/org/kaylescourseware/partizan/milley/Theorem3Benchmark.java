package org.kaylescourseware.partizan.milley;

import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.partizan.StripOutcomeSearch;

/**
 * The speed target of issue 6: Theorem 3 checked against a fresh memoized search for every position
 * of total size ≤ 40, in at most 5 s. The {@code bench} command calls {@link #run(int)}.
 */
public final class Theorem3Benchmark {

    /** The total size the issue names. */
    public static final int DEFAULT_MAX_TOTAL = 40;

    private Theorem3Benchmark() {
    }

    /** What one run did and how long it took (wall clock, including the search from an empty cache). */
    public record Result(int maxTotal, int positions, int agreeing, long elapsedMillis, int cachedPositions) {
        public boolean allAgree() {
            return positions == agreeing;
        }

        @Override
        public String toString() {
            return "Theorem 3 vs search, every position of total size ≤ " + maxTotal + ": " + agreeing + " of "
                    + positions + " agree, " + elapsedMillis + " ms (" + cachedPositions + " positions cached)";
        }
    }

    /** Checks Theorem 3 against a new search (empty cache) for every position of total size ≤ maxTotal. */
    public static Result run(int maxTotal) {
        long start = System.nanoTime();
        StripOutcomeSearch search = new StripOutcomeSearch(PlayConvention.MISERE, maxTotal);
        Theorem3Agreement agreement = Theorem3Agreement.check(search, maxTotal);
        long millis = (System.nanoTime() - start) / 1_000_000;
        return new Result(maxTotal, agreement.positions(), agreement.agreeing(), millis, search.cache().size());
    }

    /** Runs the benchmark once (argument: the total size, default 40) and prints the result. */
    public static void main(String[] args) {
        int maxTotal = args.length > 0 ? Integer.parseInt(args[0]) : DEFAULT_MAX_TOTAL;
        System.out.println(run(maxTotal));
    }
}
