package org.kaylescourseware.site.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class RichTextTest {

    @Test
    void splitsPlainTextAndMath() {
        RichText text = RichText.of("so $`S_2 \\ge 2S_1`$ holds, and $`x`$.");
        assertEquals(List.of(new RichText.Segment(false, "so "), new RichText.Segment(true, "S_2 \\ge 2S_1"),
                new RichText.Segment(false, " holds, and "), new RichText.Segment(true, "x"),
                new RichText.Segment(false, ".")), text.segments());
        assertEquals("so S_2 \\ge 2S_1 holds, and x.", text.plain());
    }

    @Test
    void textWithoutMathIsOneSegment() {
        assertEquals(List.of(new RichText.Segment(false, "a $5 fee")), RichText.of("a $5 fee").segments());
    }

    @Test
    void unclosedMathIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> RichText.of("a $`b"));
    }
}
