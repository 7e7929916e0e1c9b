package org.kaylescourseware.cli;

public final class KaylesCourseware {
    public static void main(String[] args) {
        System.out.println("placeholder");
    }
}
