package org.kaylescourseware.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.kaylescourseware.rules.OctalGame;

/**
 * The certification cases of {@code bench}: {@code grundy CODE --certify --format json} for each
 * published period, run as a user runs it (a fresh JVM, its start included in the time), its
 * certificate checked against the published numbers.
 */
final class CertificationCases {

    /** The prefix of every certification case's name. */
    static final String PREFIX = "certify-";

    private CertificationCases() {
    }

    /** One case per non-trivial published period, and Flammenkamp's 0.1777 on request. */
    static List<BenchCase> all() {
        List<BenchCase> cases = new ArrayList<>();
        for (PublishedPeriod published : PublishedPeriod.NON_TRIVIAL) {
            cases.add(certification(published, false));
        }
        cases.add(certification(PublishedPeriod.LARGEST, true));
        return cases;
    }

    /** Whether the case certifies one of the non-trivial published periods. */
    static boolean isNonTrivial(BenchCase benchCase) {
        return PublishedPeriod.NON_TRIVIAL.stream().anyMatch(p -> benchCase.name().equals(PREFIX + p.code()));
    }

    private static BenchCase certification(PublishedPeriod published, boolean onRequest) {
        int t = OctalGame.parse(published.code()).maxRemoval();
        String description = String.format(Locale.ROOT, "grundy %s --certify in a fresh JVM: period %d from %d"
                + " (%s); the theorem needs g(0..%d)%s; --sizes N gives --max N", published.code(),
                published.period(), published.preperiod(), published.source(), published.valuesNeeded(t),
                onRequest ? "; about 5 minutes and 1 GB, so only on request" : "");
        return BenchCase.inChildJvm(PREFIX + published.code(), description, List.of(0),
                max -> certify(published, max), onRequest);
    }

    /** Runs the certification (with --max when {@code max} > 0) and compares it with the literature. */
    static BenchCase.Measured certify(PublishedPeriod published, int max) {
        List<String> args = new ArrayList<>(List.of("grundy", published.code(), "--certify", "--format", "json"));
        if (max > 0) {
            args.addAll(List.of("--max", String.valueOf(max)));
        }
        ChildJvm child = ChildJvm.run(args);
        if (child.exitCode() != 0 && child.exitCode() != GrundyCommand.NOT_CERTIFIED) {
            throw new IllegalStateException("grundy " + published.code() + " --certify exited with "
                    + child.exitCode() + ": " + child.err().strip());
        }
        JsonNode json = parse(child.out());
        long checkedTo = json.get("checkedTo").asLong();
        JsonNode period = json.get("period");
        String note;
        if (period.isNull()) {
            note = "no period certified up to " + checkedTo + " (exit status 3)";
        } else {
            int p = period.get("period").asInt();
            int n0 = period.get("preperiod").asInt();
            note = String.format(Locale.ROOT, "period %d from %d, last exception %d: %s", p, n0, n0 - 1,
                    p == published.period() && n0 == published.preperiod() ? "as published"
                            : "DIFFERS from the published period " + published.period() + " from " + published.preperiod());
        }
        return new BenchCase.Measured(json, note, checkedTo + 1, Optional.of(child));
    }

    /** Whether a measured certification matches its published period. */
    static boolean matchesPublished(BenchCase.Measured measured) {
        return measured.note().endsWith("as published");
    }

    private static JsonNode parse(String json) {
        try {
            return new ObjectMapper().readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("grundy --certify printed no JSON: " + json, e);
        }
    }
}
