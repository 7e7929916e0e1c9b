package org.kaylescourseware.site;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * What a successful build published: how many pages and computed artifacts, how many games' results
 * were computed rather than taken from the cache, the warnings of a draft build, and how long it took.
 *
 * @param recomputed the ids of the games whose values this build computed (the others came from the cache)
 * @param warnings   claims the solver contradicts, each with file:line, expected and computed (draft builds only)
 */
public record BuildSummary(Path output, int pages, int artifacts, int games, List<String> recomputed,
        List<String> warnings, Duration time) {

    public BuildSummary {
        recomputed = List.copyOf(recomputed);
        warnings = List.copyOf(warnings);
    }

    /**
     * One line for the console, e.g. {@code site/: 9 pages, 40 computed artifacts from 7 games
     * (recomputed 1 of 7 games: kayles), in 1.4 s}.
     */
    public String describe() {
        return String.format(Locale.ROOT, "%s: %d page%s, %d computed artifact%s from %d game%s (recomputed %d of %d"
                + " game%s%s), in %.1f s%s",
                output, pages, plural(pages), artifacts, plural(artifacts), games, plural(games), recomputed.size(), games,
                plural(games), recomputed.isEmpty() || recomputed.size() == games ? "" : ": " + String.join(", ", recomputed),
                time.toMillis() / 1000.0, warnings.isEmpty() ? "" : "; " + warnings.size() + " warning"
                        + plural(warnings.size()) + " (draft)");
    }

    private static String plural(int count) {
        return count == 1 ? "" : "s";
    }
}
