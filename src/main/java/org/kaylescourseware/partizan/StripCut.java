package org.kaylescourseware.partizan;

import java.util.ArrayList;
import java.util.List;

/**
 * One placement on a strip S_n: a piece of {@code width} cells (1 for Left's square, 2 for Right's
 * domino) put on cells {@code firstCell ..} (counted from 1 at the left end), which leaves the
 * strips S_{leftPart} and S_{rightPart}.
 */
public record StripCut(int strip, int firstCell, int width, int leftPart, int rightPart) {

    public StripCut {
        if (leftPart + width + rightPart != strip || firstCell != leftPart + 1) {
            throw new IllegalArgumentException("a cut of S" + strip + " at cell " + firstCell
                    + " of width " + width + " cannot leave S" + leftPart + " and S" + rightPart);
        }
    }

    /** The cells the piece covers, counted from 1 at the left end of the strip. */
    public List<Integer> cells() {
        List<Integer> cells = new ArrayList<>(width);
        for (int c = firstCell; c < firstCell + width; c++) {
            cells.add(c);
        }
        return cells;
    }

    /** Whether the piece touches an end of the strip. */
    public boolean atEnd() {
        return leftPart == 0 || rightPart == 0;
    }
}
