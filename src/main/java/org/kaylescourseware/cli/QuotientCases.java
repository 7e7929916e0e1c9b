package org.kaylescourseware.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The bench cases of the misère quotient: the {@code quotient} command in a JVM of its own, so that
 * its time and peak resident memory are those a user sees (JVM start included), for comparison with
 * Siegel's MisereSolver on the same machine. n is the heap bound: 0 for the quotient of all heaps.
 */
final class QuotientCases {

    private QuotientCases() {
    }

    static List<BenchCase> all() {
        return List.of(
                quotientCase("kayles-quotient", "0.77", "Kayles, whole quotient (40 elements, 9 in P)", 0),
                quotientCase("guiles-quotient", "0.15", "Guiles, whole quotient (42 elements, 12 in P)", 0),
                quotientCase("0.115-quotient", "0.115", "0.115, whole quotient (42 elements, 12 in P)", 0),
                quotientCase("dawsons-kayles-quotient", "0.07", "Dawson's Kayles, partial quotients Q_30 (Siegel: 360"
                        + " elements) and Q_33 (638)", 30, 33));
    }

    private static BenchCase quotientCase(String name, String code, String description, Integer... sizes) {
        return BenchCase.inChildJvm(name, "quotient " + code + " in a JVM of its own, check by search off: " + description
                + "; n is --max-heap, 0 for all heaps", List.of(sizes), n -> run(code, n), false);
    }

    /** Runs {@code quotient CODE [--max-heap n] --format json --search-to 0} and notes what it found. */
    static BenchCase.Measured run(String code, int maxHeap) {
        List<String> args = new ArrayList<>(List.of("quotient", code, "--format", "json", "--search-to", "0"));
        if (maxHeap > 0) {
            args.addAll(List.of("--max-heap", String.valueOf(maxHeap)));
        }
        ChildJvm child = ChildJvm.run(args);
        if (child.exitCode() != 0) {
            throw new IllegalStateException("quotient " + code + " exited with " + child.exitCode() + ": " + child.err().strip());
        }
        JsonNode json;
        try {
            json = new ObjectMapper().readTree(child.out());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        JsonNode period = json.get("period");
        String note = String.format(Locale.ROOT, "|Q| = %d, |P| = %d, %d heaps%s", json.get("order").asInt(),
                json.get("pPortion").size(), json.get("pretending").size() - 1, period.isNull() ? ""
                        : ", Φ period " + period.get("period").asInt() + " from " + period.get("preperiod").asInt() + " certified");
        return new BenchCase.Measured(json, note, json.get("pretending").size(), Optional.of(child));
    }
}
