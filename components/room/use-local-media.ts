"use client";
/**
 * This side's camera and microphone: the chosen devices, audio only when there is no camera,
 * and the browser's refusal told apart from a missing device.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export type MediaProblem = "refused" | "no-devices" | "no-camera" | null;

export function useLocalMedia() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [microphones, setMicrophones] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState<string>("");
  const [microphoneId, setMicrophoneId] = useState<string>("");
  const [ready, setReady] = useState(false);
  const current = useRef<MediaStream | null>(null);

  const acquire = useCallback(async (camera: string, microphone: string) => {
    const audio = microphone ? { deviceId: { exact: microphone } } : true;
    const video = camera ? { deviceId: { exact: camera } } : true;
    let next: MediaStream | null = null;
    let found: MediaProblem = null;
    try {
      next = await navigator.mediaDevices.getUserMedia({ audio, video });
    } catch (error) {
      const name = (error as DOMException).name;
      if (name === "NotAllowedError" || name === "SecurityError") found = "refused";
      else {
        // No camera (or it is busy): audio only.
        try {
          next = await navigator.mediaDevices.getUserMedia({ audio });
          found = "no-camera";
        } catch (again) {
          found = (again as DOMException).name === "NotAllowedError" ? "refused" : "no-devices";
        }
      }
    }
    for (const track of current.current?.getTracks() ?? []) track.stop();
    current.current = next;
    setStream(next);
    setProblem(found);
    setReady(true);
    if (next) {
      const devices = await navigator.mediaDevices.enumerateDevices();
      setCameras(devices.filter((d) => d.kind === "videoinput"));
      setMicrophones(devices.filter((d) => d.kind === "audioinput"));
      setCameraId(next.getVideoTracks()[0]?.getSettings().deviceId ?? "");
      setMicrophoneId(next.getAudioTracks()[0]?.getSettings().deviceId ?? "");
    }
  }, []);

  useEffect(() => {
    void acquire("", "");
    return () => {
      for (const track of current.current?.getTracks() ?? []) track.stop();
    };
  }, [acquire]);

  return {
    stream,
    problem,
    ready,
    cameras,
    microphones,
    cameraId,
    microphoneId,
    chooseCamera: (id: string) => acquire(id, microphoneId),
    chooseMicrophone: (id: string) => acquire(cameraId, id),
    retry: () => acquire(cameraId, microphoneId),
  };
}
