package org.kaylescourseware.site;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.kaylescourseware.site.directive.SolverCache;

/**
 * What a successful build published: how many pages and computed artifacts, how many games' and
 * studies' results were computed rather than taken from the solver cache, the warnings of a draft
 * build, and how long it took.
 *
 * @param recomputed the ids of the games whose values this build computed (the others came from the cache)
 * @param studies    the studies (results that depend on no rule file) the build asked for, and those it computed
 * @param warnings   claims the solver contradicts, each with file:line, expected and computed (draft builds only),
 *                   and what the cleanup after publishing could not delete
 * @param unchanged  whether nothing had changed since the published site was built, so nothing was baked
 */
public record BuildSummary(Path output, int pages, int artifacts, int games, List<String> recomputed,
        SolverCache.StudyCount studies, List<String> warnings, Duration time, boolean unchanged) {

    public BuildSummary {
        recomputed = List.copyOf(recomputed);
        warnings = List.copyOf(warnings);
    }

    /**
     * One line for the console, e.g. {@code site/: 9 pages, 40 computed artifacts from 7 games
     * (recomputed 1 of 7 games: kayles; 0 of 4 studies), in 1.4 s}.
     */
    public String describe() {
        return String.format(Locale.ROOT, "%s: %d page%s, %d computed artifact%s from %d game%s (recomputed %s%s), in %.1f s%s",
                output, pages, plural(pages), artifacts, plural(artifacts), games, plural(games),
                count(recomputed, games, "game"), studies.asked().isEmpty() ? ""
                        : "; " + count(studies.recomputed().stream().sorted().toList(), studies.asked().size(), "study"),
                time.toMillis() / 1000.0, warnings.isEmpty() ? "" : "; " + warnings.size() + " warning"
                        + plural(warnings.size())) + (unchanged ? "; nothing changed since it was built" : "");
    }

    /** E.g. "1 of 7 games: kayles", "0 of 4 studies", "7 of 7 games" (naming them only when some are not). */
    private static String count(List<String> recomputed, int of, String noun) {
        String nouns = of == 1 ? noun : noun.endsWith("y") ? noun.substring(0, noun.length() - 1) + "ies" : noun + "s";
        return recomputed.size() + " of " + of + " " + nouns
                + (recomputed.isEmpty() || recomputed.size() == of ? "" : ": " + String.join(", ", recomputed));
    }

    private static String plural(int count) {
        return count == 1 ? "" : "s";
    }
}
