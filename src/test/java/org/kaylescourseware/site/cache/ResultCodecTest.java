package org.kaylescourseware.site.cache;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.type.TypeReference;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.claim.Erratum;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.impartial.TwoHeapCheck;
import org.kaylescourseware.rules.ImpartialRule;

class ResultCodecTest {

    /**
     * Values of every width come back as they were computed, with their period: Kayles (period 12
     * from 71), 0.007 past g(9168) = 256 (two bytes a value), Nim past 65,535 (four).
     */
    @ParameterizedTest
    @CsvSource({"0.77, 200, 1", "0.007, 9200, 2", "nim, 70000, 4"})
    void storedValuesComeBackInTheNarrowestWidth(String code, int to, int width) {
        ImpartialRule rule = ImpartialRule.parse(code);
        GrundySequence computed = GrundySequence.compute(rule, to);
        byte[] stored = ResultCodec.sequence(computed);
        assertEquals(4 + 1 + (to + 1) * width + 1 + (computed.periodicity().isPresent() ? 12 : 0), stored.length);
        GrundySequence read = ResultCodec.sequence(rule, stored);
        assertArrayEquals(computed.values(), read.values());
        assertEquals(computed.periodicity(), read.periodicity());
    }

    @Test
    void kaylesPeriodIsKeptAsCertified() {
        GrundySequence read = ResultCodec.sequence(ImpartialRule.parse("0.77"),
                ResultCodec.sequence(GrundySequence.compute(ImpartialRule.parse("0.77"), 200)));
        assertEquals(Optional.of(new Periodicity(12, 71, 2 * 71 + 12 + 2)), read.periodicity());
    }

    @Test
    void bytesThatAreNoStoredSequenceAreRefused() {
        byte[] stored = ResultCodec.sequence(GrundySequence.compute(ImpartialRule.parse("0.77"), 50));
        ImpartialRule kayles = ImpartialRule.parse("0.77");
        assertThrows(IllegalArgumentException.class, () -> ResultCodec.sequence(kayles, Arrays.copyOf(stored, stored.length - 1)));
        assertThrows(IllegalArgumentException.class, () -> ResultCodec.sequence(kayles, Arrays.copyOf(stored, stored.length + 1)));
        byte[] badWidth = stored.clone();
        badWidth[4] = 3;
        assertThrows(IllegalArgumentException.class, () -> ResultCodec.sequence(kayles, badWidth));
    }

    @Test
    void recordsComeBackEqualThroughJson() {
        TwoHeapCheck check = TwoHeapCheck.of(GrundySequence.compute(ImpartialRule.parse("0.07"), 12), 12);
        assertEquals(check, ResultCodec.json(ResultCodec.json(check), TwoHeapCheck.class));
        List<Position> positions = List.of(Position.of(5, 4, 1), Position.of());
        assertEquals(positions, ResultCodec.fromTree(ResultCodec.tree(positions), new TypeReference<List<Position>>() { }.getType()));
    }

    @Test
    void checkedClaimsAndErrataComeBackEqualThroughJson() {
        CheckedClaim failed = CheckedClaim.search("Lemma 10, last step as printed", "s", "b", "c", 30, 12,
                Optional.of("2+2 meets the premise"));
        CheckedClaim held = CheckedClaim.symbolic("Corollary 5", "s", "every k ≥ 0", "c", 4, Optional.empty());
        List<Erratum> errata = List.of(Erratum.refuting(failed), new Erratum("t", "l", Erratum.Kind.GAP, "c", "r",
                List.of(failed, held)));
        assertEquals(errata, ResultCodec.fromTree(ResultCodec.tree(errata), new TypeReference<List<Erratum>>() { }.getType()));
    }

    @Test
    void answersAreOneObjectByQuestion() {
        byte[] stored = ResultCodec.answers(Map.of("b", ResultCodec.tree(2), "a", ResultCodec.tree(List.of(1))));
        assertEquals("{\"a\":[1],\"b\":2}", new String(stored, java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(Map.of("b", ResultCodec.tree(2), "a", ResultCodec.tree(List.of(1))), ResultCodec.answers(stored));
        assertThrows(IllegalArgumentException.class, () -> ResultCodec.answers("[1, 2]".getBytes()));
        assertThrows(IllegalArgumentException.class, () -> ResultCodec.answers("{\"a\":".getBytes()));
    }

    @Test
    void jsonOfAnotherShapeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> ResultCodec.json("{\"checkTo\":\"twelve\"}".getBytes(), TwoHeapCheck.class));
        assertThrows(IllegalArgumentException.class,
                () -> ResultCodec.fromTree(ResultCodec.tree(Map.of("heaps", "x")), Position.class));
    }
}
