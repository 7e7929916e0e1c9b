package org.kaylescourseware.site.directive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.site.cache.CacheFolder;
import org.kaylescourseware.site.cache.SolverVersion;

/** A study's answers on disk: kept between processes, written at the end of a build, recomputed when they do not read back. */
class SolverCacheAnswersTest {

    private static final TypeReference<List<Position>> POSITIONS = new TypeReference<>() { };

    @TempDir
    Path project;

    private final List<String> warnings = new ArrayList<>();
    private final AtomicInteger computed = new AtomicInteger();
    private final SolverCache.StudyKey key = new SolverCache.StudyKey("partizan-kayles", List.of(20, 16));

    private CacheFolder folder() {
        return new CacheFolder(project.resolve(CacheFolder.NAME), new SolverVersion("classes of this test"), warnings::add);
    }

    /** One build of a new process that asks {@code question}; returns the answer. */
    private List<Position> build(String question) {
        SolverCache cache = new SolverCache(Optional.of(folder()));
        cache.startBuild();
        List<Position> answer = cache.answer(key, question, POSITIONS, () -> {
            computed.incrementAndGet();
            return List.of(Position.of(5, 4, 1), Position.of(question.length()));
        }, read -> read.size() == 2 && read.get(1).equals(Position.of(question.length())) ? Optional.empty()
                : Optional.of("its second position is not of " + question.length() + " tokens"));
        cache.endBuild(false);
        return answer;
    }

    @Test
    void anAnswerIsComputedOnceAcrossProcessesEvenAfterAFailedBuild() {
        List<Position> first = build("analyze misere 5+4+1");
        assertEquals(first, build("analyze misere 5+4+1"));
        assertEquals(1, computed.get());
        assertEquals(List.of(Position.of(5, 4, 1), Position.of(3)), build("abc"), "another question is computed");
        assertEquals(2, computed.get());
        build("analyze misere 5+4+1");
        build("abc");
        assertEquals(2, computed.get(), "both answers are kept in the one entry");
        assertEquals(List.of(), warnings);
    }

    @Test
    void anAnswerThatDoesNotReadBackIsRecomputedAndReported() {
        folder().write("study", key.text(), "{\"abc\": {\"heaps\": \"not a list\"}}".getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of(Position.of(5, 4, 1), Position.of(3)), build("abc"));
        assertEquals(1, computed.get());
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("its answer to 'abc' is not one"), warnings.get(0));
        warnings.clear();
        build("abc");
        assertEquals(1, computed.get(), "the recomputed answer replaced it");
        assertEquals(List.of(), warnings);
    }

    /** Issue 28, item 7: an answer that decodes, sealed as a build seals it, but wrong for the check its study gives. */
    @Test
    void anAnswerItsStudysCheckFindsWrongIsRecomputedAndReportedInOneLine() {
        folder().write("study", key.text(), "{\"abc\": [{\"heaps\": [5, 4, 1]}, {\"heaps\": [7]}]}".getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of(Position.of(5, 4, 1), Position.of(3)), build("abc"));
        assertEquals(1, computed.get());
        assertEquals(List.of("solver cache: " + entry() + " is not used, its answer to 'abc' is not right:"
                + " its second position is not of 3 tokens; recomputing it"), warnings);
    }

    private String entry() {
        try (java.util.stream.Stream<Path> files = java.nio.file.Files.list(project.resolve(CacheFolder.NAME))) {
            return files.filter(f -> f.getFileName().toString().startsWith("study-")).findFirst().orElseThrow().toString();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
