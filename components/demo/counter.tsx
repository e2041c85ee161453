"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/** The spec's demo counter: one button, and the count it has reached. */
export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <div className="space-y-4">
      <p role="status" className="text-lg">
        Current count: <strong className="text-3xl tabular-nums">{count}</strong>
      </p>
      <Button onClick={() => setCount((current) => current + 1)}>Increment</Button>
    </div>
  );
}
